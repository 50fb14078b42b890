import { readFile } from "node:fs/promises";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The architecture rules of eslint.config.js (ADR 016), each shown failing on a fixture. The
// fixtures sit in a folder the main lint run ignores; two are linted as if they stood in app/.
const root = path.resolve(import.meta.dirname, "../..");
const fixture = (name: string) => path.join(root, "tests/lint/fixtures", name);
const eslint = new ESLint({ cwd: root, ignore: false });

/** The rules a fixture breaks ("line:rule") when it stands at filePath. */
async function ruleHits(name: string, filePath: string) {
  const code = await readFile(fixture(name), "utf8");
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((m) => `${m.line}:${m.ruleId}`);
}

// The first lint loads the parser and resolves the whole import graph (no-cycle): seconds on a
// quiet machine, far more on a busy one, so the block allows more than the default 30 s.
describe("architecture lint rules", { timeout: 120_000 }, () => {
  // Every folder of app/features is guarded, including those a hand-written list once left out.
  it.each(["compare", "itinerary", "providers", "reviews"])(
    "refuses an import from another feature folder in %s, not one from app/components",
    async (feature) => {
      expect(await ruleHits("feature-imports-feature.tsx", `app/features/${feature}/lint-fixture.tsx`)).toEqual([
        "2:import-x/no-restricted-paths",
      ]);
    },
  );

  it("keeps domain/ free of app/ and server/", async () => {
    expect(await ruleHits("domain-imports-app.ts", "domain/lint-fixture.ts")).toEqual(["2:import-x/no-restricted-paths"]);
  });

  it("refuses an import of the HTTP shell from a lower floor, not from a test", async () => {
    expect(await ruleHits("lower-floor-imports-shell.ts", "server/reviews/lint-fixture.ts")).toEqual(["2:import-x/no-restricted-paths"]);
    expect(await ruleHits("lower-floor-imports-shell.ts", "server/reviews/lint-fixture.test.ts")).toEqual([]);
  });

  it("refuses the composition root's Services type in a module it composes", async () => {
    expect(await ruleHits("service-imports-services.ts", "server/storage/lint-fixture.ts")).toEqual(["3:import-x/no-restricted-paths"]);
  });

  it("lets a route take only types from server/", async () => {
    expect(await ruleHits("route-imports-server.tsx", "app/routes/lint-fixture.tsx")).toEqual([
      "2:@typescript-eslint/no-restricted-imports",
    ]);
  });

  it("refuses the outer database handle inside a transaction, in server/ and bench/", async () => {
    const refused = ["16:no-restricted-syntax", "20:no-restricted-syntax", "23:no-restricted-syntax"];
    expect(await ruleHits("outer-handle-in-transaction.ts", "server/storage/lint-fixture.ts")).toEqual(refused);
    expect(await ruleHits("outer-handle-in-transaction.ts", "bench/lint-fixture.ts")).toEqual(refused);
  });

  it("refuses an import cycle", async () => {
    const [result] = await eslint.lintFiles([fixture("cycle-a.ts")]);
    expect(result!.messages.map((m) => `${m.line}:${m.ruleId}`)).toEqual(["2:import-x/no-cycle"]);
  });
});
