import { describe, expect, it } from "vitest";
import type { PartnerSave } from "../../../domain/package-review";
import { storedPackageFixture } from "../../../domain/testing/stored-package";
import { liveOutcome } from "./partner-package-editor";

const SENT = "2026-11-20T09:00:00.000Z";
const MOVED_ON = "2026-11-20T09:05:00.000Z";

/** The server's answer to a live package's save, its package at version `updatedAt`. */
function answer(updatedAt: string, flags: Omit<PartnerSave, "item">): PartnerSave {
  return { item: storedPackageFixture({ status: "Active", updatedAt }), ...flags };
}

/** What the list says a live package's save did, read from the server's answer and the version the save sent. */
describe("a live package's save, as the portal reads the server's answer", () => {
  it("tells a revision this save sent from the one in review it left as it was (nothing written, the version unmoved)", () => {
    const waits = { departuresLive: false, revisionWithdrawn: false, revisionWaits: true };
    expect(liveOutcome(answer(MOVED_ON, waits), SENT)).toBe("revision");
    expect(liveOutcome(answer(SENT, waits), SENT)).toBe("revision-still-waits");
  });

  it("says what else a save did whatever the version: withdrawn, departures live, nothing at all", () => {
    expect(liveOutcome(answer(MOVED_ON, { departuresLive: false, revisionWithdrawn: true, revisionWaits: false }), SENT)).toBe("withdrawn");
    expect(liveOutcome(answer(MOVED_ON, { departuresLive: true, revisionWithdrawn: false, revisionWaits: true }), SENT)).toBe(
      "revision-departures-live",
    );
    expect(liveOutcome(answer(MOVED_ON, { departuresLive: true, revisionWithdrawn: false, revisionWaits: false }), SENT)).toBe(
      "departures-live",
    );
    expect(liveOutcome(answer(SENT, { departuresLive: false, revisionWithdrawn: false, revisionWaits: false }), SENT)).toBe("unchanged");
  });
});
