import { describe, expect, it } from "vitest";
import type { PartnerPerson } from "../../../domain/partners";
import { renderOnPage } from "../../components/testing/render-on-page";
import { PersonSummary } from "./provider-people";

const invited = (invitationExpiresAt: string | null): PartnerPerson => ({
  id: "pp1",
  providerId: "p",
  email: "asha@backwater.example",
  status: "Invited",
  createdAt: "2026-12-03T20:00:00.000Z",
  invitationExpiresAt,
});

/** The row's text as the admin reads it (React's text separators dropped). */
const summary = (person: PartnerPerson) => renderOnPage(<PersonSummary person={person} />).replace(/<!-- -->|<[^>]+>/g, "");

describe("a provider's person in the admin's people list", () => {
  it("says the last day their link works in the site's time zone (Asia/Kolkata), not UTC's", () => {
    // 20:00 UTC on 10 December is 01:30 on 11 December in India.
    expect(summary(invited("2026-12-10T20:00:00.000Z"))).toBe("asha@backwater.example · Invited · link valid until 2026-12-11");
    // Before 18:30 UTC both are the same day.
    expect(summary(invited("2026-12-10T18:00:00.000Z"))).toBe("asha@backwater.example · Invited · link valid until 2026-12-10");
  });

  it("names no day for a person without a usable link", () => {
    expect(summary({ ...invited(null), status: "Active" })).toBe("asha@backwater.example · Active");
  });
});
