import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../../server/config";
import type { Database } from "../../server/db/client";
import type { Logger } from "../../server/logger";
import { createServices, type Services } from "../../server/services";
import { packageFixture } from "../../server/catalogue/package-fixture";
import { validateProvider } from "../../domain/providers";
import { oneTestDatabase } from "../../server/testing/databases";
import { loadContextFor } from "../../server/http/load-context";
import type { Response as ExpressResponse } from "express";
import { loader as compareLoader } from "./compare";
import { loader as lastMinuteLoader } from "./last-minute-deals";
import { loader as destinationLoader } from "./destination";
import { loader as destinationsLoader } from "./destinations";
import { loader as homeLoader } from "./home";
import { loader as detailLoader } from "./package-detail";
import { loader as listingLoader } from "./packages";
import { loader as providerLoader } from "./provider";
import { loader as rootLoader } from "../root";

type Args<T extends (...a: never[]) => unknown> = Parameters<T>[0];

/** A loader answer is either plain data or `data(value, { status })`. */
function unwrap(result: unknown): { status: number; body: Record<string, unknown> } {
  if (result && typeof result === "object" && "type" in result && (result as { type: unknown }).type === "DataWithResponseInit") {
    const r = result as unknown as { data: Record<string, unknown>; init: { status?: number } | null };
    return { status: r.init?.status ?? 200, body: r.data };
  }
  return { status: 200, body: result as Record<string, unknown> };
}

/** What a loader threw: the detail page throws `data(value, { status })` when there is no package. */
async function thrown(promise: Promise<unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    return unwrap(error);
  }
  throw new Error("the loader did not throw");
}

describe.each(oneTestDatabase())("traveller page loaders on $name", ({ open }) => {
  const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "error" });
  const logLines: string[] = [];
  const logger = pino(
    { level: "error" },
    new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  ) as unknown as Logger;
  let database: Database;
  let services: Services;
  let activeId: string;
  let draftId: string;
  let closed = false;

  beforeAll(async () => {
    database = await open();
    services = createServices(config, database, logger);
    [activeId, draftId] = (await services.catalogue.insertMany([
      packageFixture({ status: "Active", title: "Loader Active" }),
      packageFixture({ status: "Draft", title: "Loader Draft" }),
    ])) as [string, string];
  });
  afterAll(async () => {
    if (!closed) await database?.close();
  });

  const detail = (id: string) =>
    detailLoader({ params: { id }, context: { services, cspNonce: "" }, request: new Request(`http://x/package/${id}`) } as unknown as Args<
      typeof detailLoader
    >);

  it("finds a visible package and hides a draft", async () => {
    expect(unwrap(await detail(activeId)).body).toMatchObject({ closed: false });
    expect(await thrown(detail(draftId))).toEqual({ status: 404, body: { message: "Package not found" } });
    expect(await thrown(detail("no-such-package"))).toEqual({ status: 404, body: { message: "Package not found" } });
  });

  it("rejects a malformed id without asking the database", async () => {
    expect(await thrown(detail("bad id!"))).toEqual({ status: 404, body: { message: "The package you are looking for does not exist." } });
  });

  it("a listing card carries its page language's title and highlights, its next departure and nothing a card does not show, in either sort's read", async () => {
    await services.catalogue.insertMany([
      packageFixture({
        status: "Active",
        title: "Cardread Backwater Escape",
        description: "A long description no card shows.",
        highlights: ["Houseboat night", "Village walk"],
        itinerary: [{ title: "Arrive", description: "Board the houseboat.", overnight: "Alappuzha", meals: [] }],
        departures: [{ date: "2099-06-01", seatsTotal: 10, seatsLeft: 4, priceAdult: null }],
        translations: {
          ar: {
            title: "رحلة المياه الراكدة",
            description: "وصف طويل.",
            highlights: ["ليلة في قارب"],
            itinerary: [{ title: "الوصول", description: "الصعود إلى القارب." }],
          },
        },
      }),
    ]);
    for (const sort of ["recommended", "departure"]) {
      const listing = (path: string) =>
        listingLoader({ context: { services, cspNonce: "" }, request: new Request(`http://x${path}`), params: {} } as unknown as Args<
          typeof listingLoader
        >);
      const arabic = unwrap(await listing(`/ar/packages?search=cardread&sort=${sort}`)).body;
      const [card] = arabic.items as Record<string, unknown>[];
      expect(card).toMatchObject({
        title: "رحلة المياه الراكدة",
        titleLanguage: "ar",
        highlights: ["ليلة في قارب"],
        highlightsLanguage: "ar",
        nextDeparture: { date: "2099-06-01", seatsLeft: 4 },
        rating: null,
      });
      expect(JSON.stringify(arabic.items)).not.toMatch(/provider|itinerary|description|Board the houseboat|وصف طويل/);
      const malayalam = unwrap(await listing(`/ml/packages?search=cardread&sort=${sort}`)).body;
      expect(malayalam.items).toMatchObject([
        {
          title: "Cardread Backwater Escape",
          titleLanguage: "en",
          highlights: ["Houseboat night", "Village walk"],
          highlightsLanguage: "en",
        },
      ]);
    }
  });

  it("a provider's page sends its packages as cards: the page language's title, and no description, itinerary or provider", async () => {
    const provider = validateProvider({ name: "Cardread Tours", meshId: "CR-1" }, "2026-11-26");
    if (!provider.ok) throw new Error(provider.error);
    expect((await services.providers.create(provider.value)).ok).toBe(true);
    await services.catalogue.insertMany([
      packageFixture({
        status: "Active",
        title: "Cardread Hill Walk",
        providerName: "Cardread Tours",
        meshId: "CR-1",
        description: "A long description no card shows.",
        itinerary: [{ title: "Climb", description: "Walk up the ridge.", overnight: "Munnar", meals: [] }],
        translations: { ml: { title: "കുന്നിൻ നടത്തം", description: "നീണ്ട വിവരണം." } },
      }),
    ]);
    const page = unwrap(
      await providerLoader({
        context: { services, cspNonce: "" },
        request: new Request("http://x/ml/provider/cardread-tours"),
        params: { slug: "cardread-tours" },
      } as unknown as Args<typeof providerLoader>),
    ).body;
    expect(page.packages).toMatchObject([{ title: "കുന്നിൻ നടത്തം", titleLanguage: "ml", rating: null }]);
    expect(JSON.stringify(page.packages)).not.toMatch(/provider|itinerary|description|Walk up the ridge|നീണ്ട/);
  });

  it("a database that does not answer: every loader throws 503 with the outage title (ADR 023), never an empty list", async () => {
    await database.close();
    closed = true;
    const expectOutage = async (work: Promise<unknown>) => {
      const thrown = await work.then(
        () => null,
        (e: unknown) => e,
      );
      expect(thrown).toBeInstanceOf(Response);
      const response = thrown as Response;
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toMatchObject({ title: "We can't reach our catalogue right now" });
    };
    // What the server hands loaders: the outage-aware catalogue of the load context.
    const context = loadContextFor(services, { path: "/" }, { locals: {} } as unknown as ExpressResponse);
    // Each page's loader with the path it serves. The root loader reads the exchange rates on every
    // page (their 30-second cache is cold here): a page more than 30 s into an outage answered 500
    // before they were outage-aware.
    const pages: [(args: never) => unknown, string, Record<string, string>][] = [
      [detailLoader, `/package/${activeId}`, { id: activeId }],
      [listingLoader, "/packages", {}],
      [lastMinuteLoader, "/last-minute-deals", {}],
      [rootLoader, "/packages", {}],
      [providerLoader, "/provider/kerala-trails", { slug: "kerala-trails" }],
      [compareLoader, `/compare?ids=${activeId}`, {}],
      // The destination pages read the place tree first: once a 500 with the driver's error.
      [destinationsLoader, "/destinations", {}],
      [destinationsLoader, "/ml/destinations", {}],
      [destinationLoader, "/destinations/india/kerala/idukki", { "*": "india/kerala/idukki" }],
      [homeLoader, "/", {}],
    ];
    for (const [loader, path, params] of pages) {
      await expectOutage(Promise.resolve().then(() => loader({ context, request: new Request(`http://x${path}`), params } as never)));
    }
  });
});
