import { describe, expect, it } from "vitest";
import type { PackageLinks } from "./place-picker";
import { chainedPlaceSaves } from "./place-saves";

/** A places API whose answers the test releases one by one, recording what each save sent. */
function slowApi() {
  const sent: string[][] = [];
  const pending: { slugs: string[]; answer: (ok: boolean) => void }[] = [];
  const choose = (slugs: string[]) =>
    new Promise<PackageLinks>((resolve, reject) => {
      sent.push(slugs);
      pending.push({ slugs, answer: (ok) => (ok ? resolve({ slugs, chosen: slugs.length > 0 }) : reject(new Error("offline"))) });
    });
  const settle = async () => new Promise((r) => setTimeout(r, 0));
  return { sent, pending, choose, settle };
}

describe("the place picker's saves", () => {
  it("keeps a pick made while the one before is saving: the second save sends both", async () => {
    const api = slowApi();
    const saves = chainedPlaceSaves(api.choose, { slugs: ["munnar"], chosen: true });
    const first = saves.change((s) => [...s, "kovalam"]);
    const second = saves.change((s) => [...s, "varkala"]);
    await api.settle();
    // Only the first is on its way; the second waits for its answer.
    expect(api.sent).toEqual([["munnar", "kovalam"]]);
    api.pending[0]!.answer(true);
    expect(await first).toEqual({ slugs: ["munnar", "kovalam"], chosen: true });
    await api.settle();
    expect(api.sent).toEqual([
      ["munnar", "kovalam"],
      ["munnar", "kovalam", "varkala"],
    ]);
    api.pending[1]!.answer(true);
    expect(await second).toEqual({ slugs: ["munnar", "kovalam", "varkala"], chosen: true });
  });

  it("builds on the last save that succeeded when one fails", async () => {
    const api = slowApi();
    const saves = chainedPlaceSaves(api.choose, { slugs: ["munnar"], chosen: true });
    const failed = saves.change((s) => [...s, "kovalam"]);
    const next = saves.change((s) => s.filter((slug) => slug !== "munnar"));
    await api.settle();
    api.pending[0]!.answer(false);
    await expect(failed).rejects.toThrow("offline");
    await api.settle();
    expect(api.sent[1]).toEqual([]);
    api.pending[1]!.answer(true);
    expect(await next).toEqual({ slugs: [], chosen: false });
  });
});
