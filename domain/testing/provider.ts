import type { Provider } from "../providers";

/** A stored provider for unit tests of what shows or edits one; override what the case is about. */
export function providerFixture(overrides: Partial<Provider> = {}): Provider {
  return {
    id: "p",
    slug: "backwater-trails",
    name: "Backwater Trails",
    legalName: "Backwater Trails Pvt Ltd",
    description: "Houseboats on Vembanad.",
    logo: null,
    baseLocation: "Alappuzha",
    district: "alappuzha",
    meshId: "MESH-1",
    whatsappNumber: "919800000000",
    email: "desk@backwater.example",
    yearEstablished: 2012,
    status: "Verified",
    verifiedOn: "2026-10-01",
    checks: [{ id: "gst-registration", reference: "32ABCDE1234F1Z5", checkedOn: "2026-09-28", expiresOn: null }],
    isDemo: false,
    createdAt: "",
    updatedAt: "",
    ...overrides,
  };
}
