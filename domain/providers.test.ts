import { describe, expect, it } from "vitest";
import { slugify, toPackageProvider, toPublicProvider, validateProvider, type Provider } from "./providers";

const TODAY = "2026-11-22";

describe("provider rules", () => {
  it("makes URL slugs from names", () => {
    const names = ["Green Hills Travels", "  Kayal & Co. (Alleppey)  ", "Café Éxpress", "കേരള"];
    expect(names.map((name) => `${name} → ${slugify(name)}`)).toEqual([
      "Green Hills Travels → green-hills-travels",
      "  Kayal & Co. (Alleppey)   → kayal-and-co-alleppey",
      "Café Éxpress → cafe-express",
      "കേരള → provider",
    ]);
  });

  it("cleans a draft and orders checks by the fixed list", () => {
    const r = validateProvider(
      {
        name: "  Green   Hills ",
        whatsappNumber: "+91 (984) 701-2345",
        yearEstablished: "2009",
        status: "Verified",
        checks: [{ id: "bank-account" }, { id: "gst-registration", reference: " 32AB " }, { id: "bank-account" }],
      },
      TODAY,
    );
    expect(r).toEqual({
      ok: true,
      value: {
        name: "Green Hills",
        slug: "green-hills",
        legalName: "",
        description: "",
        logo: null,
        baseLocation: "",
        district: "",
        meshId: "",
        whatsappNumber: "919847012345",
        email: "",
        yearEstablished: 2009,
        status: "Verified",
        verifiedOn: TODAY,
        checks: [
          { id: "gst-registration", reference: "32AB", checkedOn: TODAY, expiresOn: null },
          { id: "bank-account", reference: "", checkedOn: TODAY, expiresOn: null },
        ],
      },
    });
  });

  it("names the first problem", () => {
    expect(validateProvider(null, TODAY)).toEqual({
      ok: false,
      error: "Provider details must be a JSON object.",
      field: "",
      code: "provider.notAnObject",
    });
    expect(validateProvider({ name: "A", email: "nope" }, TODAY)).toEqual({
      ok: false,
      error: "E-mail address is not valid.",
      field: "email",
      code: "provider.emailInvalid",
    });
    expect(validateProvider({ name: "A", yearEstablished: 2027 }, TODAY)).toEqual({
      ok: false,
      error: "Year established must be a year from 1900 to 2026.",
      field: "yearEstablished",
      code: "provider.yearInvalid",
      params: { max: 2026 },
    });
    expect(
      validateProvider({ name: "A", status: "Verified", checks: [{ id: "gst-registration" }], verifiedOn: "2026-02-30" }, TODAY),
    ).toMatchObject({ field: "verifiedOn" });
    expect(validateProvider({ name: "x".repeat(201) }, TODAY)).toEqual({
      ok: false,
      error: "Provider name is too long (at most 200 characters).",
      field: "name",
      code: "provider.tooLong",
      params: { field: "name", label: "Provider name", max: 200 },
    });
  });

  it("shows travellers the standing only a Verified provider has earned", () => {
    const base: Provider = {
      id: "p",
      slug: "s",
      name: "N",
      legalName: "N Pvt Ltd",
      description: "",
      logo: null,
      baseLocation: "",
      district: "",
      meshId: "",
      whatsappNumber: "919800000000",
      email: "a@b.in",
      yearEstablished: null,
      status: "Verified",
      verifiedOn: "2026-10-01",
      checks: [{ id: "office-visited", reference: "visit 12", checkedOn: "2026-09-28", expiresOn: null }],
      isDemo: false,
      createdAt: "",
      updatedAt: "",
    };
    expect(toPackageProvider(base, "2026-11-26")).toEqual({
      slug: "s",
      name: "N",
      verified: true,
      verifiedOn: "2026-10-01",
      checks: ["Office visited"],
      checksDone: [{ label: "Office visited", checkedOn: "2026-09-28" }],
      enquiryWhatsapp: "919800000000",
    });
    const suspended = { ...base, status: "Suspended" as const };
    expect(toPackageProvider(suspended, "2026-11-26")).toMatchObject({
      verified: false,
      verifiedOn: null,
      checks: [],
      enquiryWhatsapp: null,
    });
    expect(JSON.stringify(toPublicProvider(base, "2026-11-26"))).not.toContain("visit 12");
    expect(JSON.stringify(toPublicProvider(base, "2026-11-26"))).not.toContain("a@b.in");
  });
});
