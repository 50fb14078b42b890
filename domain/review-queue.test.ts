import { describe, expect, it } from "vitest";
import { oldestFirst, reviewQueueKey, type ProfileChangeQueueItem } from "./review-queue";
import type { PackageQueueItem } from "./package-review";

const pkg = (packageId: string, submittedAt: string): PackageQueueItem => ({
  kind: "new",
  packageId,
  title: packageId,
  providerName: "Kayal Trails",
  submittedAt,
  submittedBy: "asha@kayal.example",
  version: submittedAt,
});
const change = (changeId: string, submittedAt: string): ProfileChangeQueueItem => ({
  kind: "profile-change",
  changeId,
  providerId: "p1",
  providerName: "Kayal Trails",
  changes: { legalName: ["", "Kayal Trails Private Limited"] },
  submittedAt,
  submittedBy: "asha@kayal.example",
});

describe("the admin's one review queue", () => {
  it("merges packages and profile changes oldest first, ties by key, cut at the limit", () => {
    const packages = [pkg("a", "2026-11-01T08:00:00.000Z"), pkg("b", "2026-11-03T08:00:00.000Z")];
    const changes = [change("x", "2026-11-02T08:00:00.000Z"), change("y", "2026-11-03T08:00:00.000Z")];
    expect(oldestFirst([packages, changes]).map(reviewQueueKey)).toEqual(["package:a", "change:x", "change:y", "package:b"]);
    expect(oldestFirst([changes, packages]).map(reviewQueueKey)).toEqual(["package:a", "change:x", "change:y", "package:b"]);
    expect(oldestFirst([packages, changes], 2).map(reviewQueueKey)).toEqual(["package:a", "change:x"]);
    expect(oldestFirst([packages, changes], 0)).toEqual([]);
    expect(oldestFirst([[], []])).toEqual([]);
  });

  it("puts an item without a readable time last rather than first", () => {
    expect(oldestFirst([[pkg("a", "")], [change("x", "2026-11-02T08:00:00.000Z")]]).map(reviewQueueKey)).toEqual(["change:x", "package:a"]);
  });
});
