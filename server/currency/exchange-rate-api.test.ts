import { describe, expect, it } from "vitest";
import { todayIn } from "../../domain/dates";
import { testDatabases } from "../testing/databases";
import { adminClient, useAdminApp } from "../admin/testing/admin-test-app";
import { DEMO_EXCHANGE_RATES } from "../catalogue/demo-seed";

// On both databases: the admin's save is a transaction, and no browser journey saves rates on PGlite (ADR 133).
describe.each(testDatabases())("admin exchange rates on $name", ({ open }) => {
  const ctx = useAdminApp(open);

  it("needs a session", async () => {
    const client = adminClient(ctx.app);
    expect((await client.call("GET", "/api/admin/exchange-rates")).status).toBe(401);
    expect((await client.call("PUT", "/api/admin/exchange-rates", { json: { rates: { AED: "22.7" } } })).status).toBe(401);
  });

  it("starts empty, saves rates with today's date, and removes the ones left blank", async () => {
    const client = adminClient(ctx.app);
    await client.signIn();
    expect((await client.call("GET", "/api/admin/exchange-rates")).data).toEqual({ rates: {}, setOn: null, demo: false });

    const today = todayIn("Asia/Kolkata");
    const saved = await client.call("PUT", "/api/admin/exchange-rates", { json: { rates: { AED: "22.70", USD: 83.5, KWD: "271.4" } } });
    expect(saved.status).toBe(200);
    expect(saved.data).toEqual({ rates: { AED: 22.7, USD: 83.5, KWD: 271.4 }, setOn: today, demo: false });

    const again = await client.call("PUT", "/api/admin/exchange-rates", { json: { rates: { AED: "22.8", USD: "", KWD: "271.4" } } });
    expect(again.data).toEqual({ rates: { AED: 22.8, KWD: 271.4 }, setOn: today, demo: false });
    expect((await client.call("GET", "/api/admin/exchange-rates")).data).toEqual({
      rates: { AED: 22.8, KWD: 271.4 },
      setOn: today,
      demo: false,
    });
  });

  it("refuses a bad rate or currency with a sentence naming it, and keeps the saved rates", async () => {
    const client = adminClient(ctx.app);
    await client.signIn();
    const before = (await client.call("GET", "/api/admin/exchange-rates")).data;
    const bad = await client.call("PUT", "/api/admin/exchange-rates", { json: { rates: { AED: "0", USD: "80" } } });
    expect(bad.status).toBe(400);
    expect(bad.data).toEqual({ error: "AED: The rate must be above 0.", field: "AED" });
    const unknown = await client.call("PUT", "/api/admin/exchange-rates", { json: { rates: { XYZ: "1" } } });
    expect(unknown.status).toBe(400);
    expect(unknown.data.error).toBe("Unknown currency XYZ: use one of AED, USD, SAR, QAR, OMR, KWD, BHD, GBP, EUR.");
    const shape = await client.call("PUT", "/api/admin/exchange-rates", { json: ["AED"] });
    expect(shape.status).toBe(400);
    expect((await client.call("GET", "/api/admin/exchange-rates")).data).toEqual(before);
  });

  it("enters the demo's rates marked demo and dated only where no rate is set; the admin's save makes them the admin's", async () => {
    const client = adminClient(ctx.app);
    await client.signIn();
    const rates = ctx.app.services.exchangeRates;
    const today = todayIn("Asia/Kolkata");
    expect((await client.call("PUT", "/api/admin/exchange-rates", { json: { rates: {} } })).data).toEqual({
      rates: {},
      setOn: null,
      demo: false,
    });
    expect(await rates.seedDemo(DEMO_EXCHANGE_RATES)).toBe(true);
    const demo = { AED: 24.1, USD: 88.5, SAR: 23.6, QAR: 24.3, OMR: 230, KWD: 288.5, BHD: 235, GBP: 116.5, EUR: 102.5 };
    expect((await client.call("GET", "/api/admin/exchange-rates")).data).toEqual({ rates: demo, setOn: today, demo: true });
    expect(await rates.current()).toEqual({ rates: demo, setOn: today });
    // Never over rates already set, demo or the admin's.
    expect(await rates.seedDemo({ AED: 1 })).toBe(false);
    const saved = await client.call("PUT", "/api/admin/exchange-rates", { json: { rates: { ...demo, AED: "24.2" } } });
    expect(saved.data).toEqual({ rates: { ...demo, AED: 24.2 }, setOn: today, demo: false });
    expect(await rates.seedDemo(DEMO_EXCHANGE_RATES)).toBe(false);
    expect((await client.call("GET", "/api/admin/exchange-rates")).data).toEqual({
      rates: { ...demo, AED: 24.2 },
      setOn: today,
      demo: false,
    });
  });
});
