import { describe, expect, it } from "vitest";
import { normaliseProviderName, resolveProviderNames, type ProviderRecordRef } from "./provider-names";

describe("normaliseProviderName", () => {
  it("gives every spelling of one business the same form", () => {
    const spellings = [
      "Gulf Wings Holidays",
      "GULF WINGS HOLIDAYS",
      "  Gulf   Wings  Holidays ",
      "Gulf Wings Holidays Pvt Ltd",
      "Gulf Wings Holidays Pvt. Ltd.",
      "Gulf Wings Holidays Private Limited",
      "Gulf Wings Holidays (P) Ltd",
      "Gulf-Wings Holidays, LLP",
      "Gulf Wings Holidays Co.",
    ];
    expect(new Set(spellings.map(normaliseProviderName))).toEqual(new Set(["gulf wings holidays"]));
  });

  it("writes & as and, drops Latin accents, keeps other scripts and the name's own words", () => {
    const names = [
      "Hills & Lakes Tours",
      "Hills and Lakes Tours",
      "Café Kerala Trips",
      "കായൽ ട്രെയിൽസ് Pvt Ltd",
      "Private Limited",
      "Limited Edition Tours",
      "Kerala Holidays Pvt Ltd 2",
      "...",
    ];
    expect(names.map((name) => `${name} → ${normaliseProviderName(name)}`)).toEqual([
      "Hills & Lakes Tours → hills and lakes tours",
      "Hills and Lakes Tours → hills and lakes tours",
      "Café Kerala Trips → cafe kerala trips",
      "കായൽ ട്രെയിൽസ് Pvt Ltd → കായൽ ട്രെയിൽസ്",
      "Private Limited → private",
      "Limited Edition Tours → limited edition tours",
      "Kerala Holidays Pvt Ltd 2 → kerala holidays pvt ltd 2",
      "... → ",
    ]);
  });
});

const gulfA: ProviderRecordRef = { id: "p-gulf-a", slug: "gulf-wings-holidays", name: "Gulf Wings Holidays", meshId: "MESH-GCC-0301" };
const gulfB: ProviderRecordRef = { id: "p-gulf-b", slug: "gulf-wings-holidays-2", name: "Gulf Wings Holidays", meshId: "MESH-GCC-0999" };
const kayal: ProviderRecordRef = { id: "p-kayal", slug: "kayal-trails", name: "Kayal Trails Private Limited", meshId: "K-1" };

describe("resolveProviderNames", () => {
  it("matches by normalised name whatever the MESH id; creates one record per new name; several candidates are ambiguous", () => {
    expect(
      resolveProviderNames(
        [
          { providerName: "KAYAL TRAILS PVT. LTD.", meshId: "" },
          { providerName: "Gulf Wings Holidays", meshId: "MESH-GCC-0999" },
          { providerName: "Gulf Wings Holidays Pvt Ltd", meshId: "MESH-GCC-0301" },
          { providerName: "Munnar Mist Stays", meshId: "M-7" },
          { providerName: "MUNNAR MIST STAYS (P) LTD", meshId: "M-8" },
          { providerName: "  ", meshId: "X" },
        ],
        [gulfA, gulfB, kayal],
      ),
    ).toEqual([
      { kind: "existing", provider: kayal, exact: false },
      { kind: "existing", provider: gulfB, exact: true },
      { kind: "ambiguous", candidates: [gulfA, gulfB] },
      { kind: "new", name: "Munnar Mist Stays", meshId: "M-7", first: true },
      { kind: "new", name: "Munnar Mist Stays", meshId: "M-7", first: false },
      { kind: "none" },
    ]);
  });

  it("keeps a re-imported package on the candidate it is attached to", () => {
    expect(
      resolveProviderNames([{ providerName: "Gulf Wings Holidays LLP", meshId: "", currentProviderId: "p-gulf-a" }], [gulfA, gulfB]),
    ).toEqual([{ kind: "existing", provider: gulfA, exact: false }]);
    // Attached to a record of another name: the name decides.
    expect(
      resolveProviderNames([{ providerName: "Gulf Wings Holidays LLP", meshId: "", currentProviderId: "p-kayal" }], [gulfA, gulfB, kayal]),
    ).toEqual([{ kind: "ambiguous", candidates: [gulfA, gulfB] }]);
  });
});
