import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT_MESSAGES } from "./page-context.server";

const app = path.resolve(import.meta.dirname, "..");

/** The app modules a module imports, statically or lazily (`import("./x")`), type-only imports left out. */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of source.matchAll(/\b(import|export)\s+(type\s)?[^;]*?\bfrom\s+["'](\.[^"']+)["']|\bimport\(\s*["'](\.[^"']+)["']\s*\)/g)) {
    if (m[2]) continue;
    const spec = m[3] ?? m[4]!;
    const base = path.resolve(path.dirname(file), spec);
    const found = [base, `${base}.ts`, `${base}.tsx`].find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
    if (found && /\.tsx?$/.test(found)) out.push(found);
  }
  return out;
}

/** The copy namespaces (app/i18n/copy/<namespace>.ts) a module's code can show, through everything it imports. */
function namespacesOf(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...importsOf(file));
  }
  const namespaces = new Set<string>();
  for (const file of seen) {
    const copy = /[/\\]i18n[/\\]copy[/\\](\w+)\.ts$/.exec(file);
    if (copy) namespaces.add(copy[1]!);
  }
  return namespaces;
}

/** The OWN_MESSAGES list a page module declares for its loader (ADR 058), or none. */
function declared(file: string): string[] | undefined {
  const list = /const OWN_MESSAGES = \[([^\]]*)\]/.exec(fs.readFileSync(file, "utf8"))?.[1];
  return list === undefined ? undefined : [...list.matchAll(/"(\w+)"/g)].map((m) => m[1]!);
}

describe("each page sends the messages its code can show, and no others (ADR 058)", () => {
  const rootNamespaces = namespacesOf(path.join(app, "root.tsx"));

  it("the root loader sends exactly the namespaces of the root's own code (header, footer, error page)", () => {
    expect([...rootNamespaces].sort()).toEqual([...ROOT_MESSAGES].sort());
    expect(ROOT_MESSAGES).toContain("site");
  });

  // The page modules of the route table (app/routes.ts), each once.
  const pages = [
    ...new Set([...fs.readFileSync(path.join(app, "routes.ts"), "utf8").matchAll(/"routes\/([\w[\].-]+\.tsx)"/g)].map((m) => m[1]!)),
  ];

  it("reads the route table", () => {
    expect(pages).toContain("package-detail.tsx");
    expect(pages).toContain("catch-all.tsx");
    expect(pages.length).toBeGreaterThan(12);
  });

  it.each(pages)("routes/%s declares what its code adds to the root's", (page) => {
    const file = path.join(app, "routes", page);
    const needed = [...namespacesOf(file)].filter((n) => !rootNamespaces.has(n)).sort();
    const own = declared(file);
    if (needed.length === 0) expect(own ?? []).toEqual([]);
    else {
      expect(own?.slice().sort()).toEqual(needed);
      // The list reaches the page's data: its loader sends it.
      expect(fs.readFileSync(file, "utf8")).toMatch(/pageMessages\(request, context, OWN_MESSAGES\)/);
    }
  });

  it("finds the namespaces a page reaches through lazily loaded parts", () => {
    // The package page's booking dialog is loaded on demand; its copy is still the page's to send.
    expect(namespacesOf(path.join(app, "features/booking/booking-dialog.tsx")).has("booking")).toBe(true);
    expect(namespacesOf(path.join(app, "routes/package-detail.tsx")).has("booking")).toBe(true);
  });
});
