import { describe, expect, it } from "vitest";
import { buildUpiUri, formatUpiAmount, isValidVpa, paymentQrSource, upiNote } from "./upi";

const upiConfig = { vpa: "keralatrips@okaxis", payeeName: "Kerala Trips", qrImage: "/assets/payment-qr.svg" };

describe("formatUpiAmount", () => {
  it("writes rupees with exactly two decimals", () => {
    expect(formatUpiAmount(265000)).toBe("2650.00");
    expect(formatUpiAmount(1)).toBe("0.01");
    expect(formatUpiAmount(123456)).toBe("1234.56");
    expect(formatUpiAmount(10000000)).toBe("100000.00");
  });
  it("refuses zero, negative and fractional paise", () => {
    expect(() => formatUpiAmount(0)).toThrow(RangeError);
    expect(() => formatUpiAmount(-100)).toThrow(RangeError);
    expect(() => formatUpiAmount(10.5)).toThrow(RangeError);
  });
});

describe("buildUpiUri", () => {
  it("builds a standard pay URI", () => {
    expect(buildUpiUri({ vpa: "keralatrips@okaxis", payeeName: "Kerala Trips", amountMinor: 265000, note: "Advance KT-MUN-001" })).toBe(
      "upi://pay?pa=keralatrips@okaxis&pn=Kerala%20Trips&am=2650.00&cu=INR&tn=Advance%20KT-MUN-001",
    );
  });

  it("percent-encodes reserved characters so they cannot add parameters", () => {
    const uri = buildUpiUri({ vpa: "a.b-c_d@ybl", payeeName: "Tom & Jerry's Tours+", amountMinor: 100, note: "x=1&am=0.01 #5 (50%)" });
    expect(uri).toBe(
      "upi://pay?pa=a.b-c_d@ybl&pn=Tom%20%26%20Jerry%27s%20Tours%2B&am=1.00&cu=INR&tn=x%3D1%26am%3D0.01%20%235%20%2850%25%29",
    );
    const params = new URLSearchParams(uri.slice("upi://pay?".length));
    expect(params.get("pn")).toBe("Tom & Jerry's Tours+");
    expect(params.getAll("am")).toEqual(["1.00"]);
  });

  it("encodes non-ASCII names as UTF-8", () => {
    expect(buildUpiUri({ vpa: "kt@upi", payeeName: "കേരള", amountMinor: 100, note: "" })).toBe(
      "upi://pay?pa=kt@upi&pn=%E0%B4%95%E0%B5%87%E0%B4%B0%E0%B4%B3&am=1.00&cu=INR",
    );
  });

  it("collapses and shortens the note", () => {
    const uri = buildUpiUri({ vpa: "kt@upi", payeeName: "KT", amountMinor: 100, note: `  Advance\n${"X".repeat(80)}` });
    const tn = new URLSearchParams(uri.split("?")[1]).get("tn")!;
    expect(tn.startsWith("Advance X")).toBe(true);
    expect(tn).toHaveLength(50);
  });

  it("refuses a bad address, an empty payee name or a zero amount", () => {
    expect(() => buildUpiUri({ vpa: "not-an-address", payeeName: "KT", amountMinor: 100, note: "" })).toThrow(/name@bank/);
    expect(() => buildUpiUri({ vpa: "kt@upi", payeeName: "  ", amountMinor: 100, note: "" })).toThrow(/payee/);
    expect(() => buildUpiUri({ vpa: "kt@upi", payeeName: "KT", amountMinor: 0, note: "" })).toThrow(RangeError);
  });
});

describe("isValidVpa", () => {
  it("accepts name@handle and refuses the rest", () => {
    expect(isValidVpa("keralatrips@okaxis")).toBe(true);
    expect(isValidVpa("98470.12345@paytm")).toBe(true);
    expect(isValidVpa("keralatrips")).toBe(false);
    expect(isValidVpa("a@b")).toBe(false);
    expect(isValidVpa("kt@upi&am=1")).toBe(false);
  });
});

describe("paymentQrSource", () => {
  it("generates a UPI URI for the advance when an address is configured", () => {
    expect(paymentQrSource({ currency: "INR", advanceMinor: 265000, packageCode: "KT-001", upi: upiConfig })).toEqual({
      kind: "upi-uri",
      uri: "upi://pay?pa=keralatrips@okaxis&pn=Kerala%20Trips&am=2650.00&cu=INR&tn=Advance%20KT-001",
    });
  });
  it("puts the booking reference in the note after the package code", () => {
    expect(
      paymentQrSource({ currency: "INR", advanceMinor: 125000, packageCode: "KT-WYD-410", reference: "KT-7F3Q9K", upi: upiConfig }),
    ).toEqual({
      kind: "upi-uri",
      uri: "upi://pay?pa=keralatrips@okaxis&pn=Kerala%20Trips&am=1250.00&cu=INR&tn=Advance%20KT-WYD-410%20KT-7F3Q9K",
    });
    expect(upiNote("KT-WYD-410", "KT-7F3Q9K")).toBe("Advance KT-WYD-410 KT-7F3Q9K");
    expect(upiNote("KT-WYD-410")).toBe("Advance KT-WYD-410");
  });
  it("shortens a long package code, never the booking reference, to fit the 50 characters of a note", () => {
    const note = upiNote("KERALA-HOUSEBOAT-MUNNAR-THEKKADY-2026-EXTENDED", "KT-7F3Q9K");
    expect(note).toBe("Advance KERALA-HOUSEBOAT-MUNNAR-THEKKADY KT-7F3Q9K");
    expect(note).toHaveLength(50);
    const uri = buildUpiUri({ vpa: "kt@upi", payeeName: "KT", amountMinor: 100, note });
    expect(new URLSearchParams(uri.split("?")[1]).get("tn")).toBe(note);
  });
  it("cuts a note between characters, never inside an emoji", () => {
    // 49 letters and a palm tree are 50 characters but 51 UTF-16 units; cut by units, the tree
    // was split and encodeURIComponent threw "URI malformed".
    const uri = buildUpiUri({ vpa: "kt@upi", payeeName: "KT", amountMinor: 100, note: `${"A".repeat(49)}🌴 and more` });
    expect(new URLSearchParams(uri.split("?")[1]).get("tn")).toBe(`${"A".repeat(49)}🌴`);
    expect(upiNote(`${"A".repeat(31)}🌴-TRIP`, "KT-7F3Q9K")).toBe(`Advance ${"A".repeat(31)}🌴 KT-7F3Q9K`);
  });
  it("falls back to the configured static image without an address", () => {
    expect(
      paymentQrSource({ currency: "INR", advanceMinor: 265000, packageCode: "KT-001", upi: { ...upiConfig, vpa: undefined } }),
    ).toEqual({
      kind: "static-image",
      src: "/assets/payment-qr.svg",
    });
  });
  it("falls back to the static image for a zero advance", () => {
    expect(paymentQrSource({ currency: "INR", advanceMinor: 0, packageCode: "KT-001", upi: upiConfig }).kind).toBe("static-image");
  });
  it("shows no UPI QR for a $ package", () => {
    expect(paymentQrSource({ currency: "USD", advanceMinor: 5000, packageCode: "KT-001", upi: upiConfig })).toEqual({
      kind: "settle-with-provider",
    });
  });
});
