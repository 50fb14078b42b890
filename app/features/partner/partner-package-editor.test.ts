import { describe, expect, it } from "vitest";
import type { PartnerSave } from "../../../domain/package-review";
import { storedPackageFixture } from "../../../domain/testing/stored-package";
import { liveOutcome } from "./partner-package-editor";

/** The server's answer to a live package's save. */
function answer(flags: Omit<PartnerSave, "item">): PartnerSave {
  return { item: storedPackageFixture({ status: "Active" }), ...flags };
}

const NOTHING = { departuresLive: false, revision: "none" } as const;

/** What the list says a live package's save did, read from the server's answer. */
describe("a live package's save, as the portal reads the server's answer", () => {
  it("tells a revision this save sent from the one in review it left as it was, with or without departures gone live", () => {
    expect(liveOutcome(answer({ ...NOTHING, revision: "sent" }))).toBe("revision");
    expect(liveOutcome(answer({ ...NOTHING, revision: "waits" }))).toBe("revision-still-waits");
    expect(liveOutcome(answer({ ...NOTHING, departuresLive: true, revision: "sent" }))).toBe("revision-departures-live");
    expect(liveOutcome(answer({ ...NOTHING, departuresLive: true, revision: "waits" }))).toBe("departures-live-revision-still-waits");
  });

  it("says what else a save did: withdrawn, departures live, nothing at all", () => {
    expect(liveOutcome(answer({ ...NOTHING, revision: "withdrawn" }))).toBe("withdrawn");
    expect(liveOutcome(answer({ ...NOTHING, departuresLive: true, revision: "withdrawn" }))).toBe("withdrawn-departures-live");
    expect(liveOutcome(answer({ ...NOTHING, departuresLive: true }))).toBe("departures-live");
    expect(liveOutcome(answer(NOTHING))).toBe("unchanged");
  });
});
