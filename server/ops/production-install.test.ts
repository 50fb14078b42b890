import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envOf, execForm, readDockerfile, type DockerInstruction } from "../testing/dockerfile-steps";
import { withEmptyPostgres } from "../testing/databases";
import { freePort } from "../testing/free-port";
import { sharedProductionBuild } from "../testing/production-build";

const run = promisify(execFile);
const root = process.cwd();

/**
 * The container image's steps, run here without a container engine: the build stage's
 * `npm run build`, then the final stage's COPY lines into a fresh folder, its `npm ci --omit=dev`
 * (from the npm cache when it holds every package), its ENV, its CMD and its HEALTHCHECK, all read
 * from the Dockerfile itself. Not run: FROM (the base image), apt-get (tini), USER, and the build
 * stage's `npm ci` (this checkout is already installed from the same lock file). The server then
 * serves home, a package page and the admin sign-in on PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set; the built command-line tool runs with production dependencies only.
 */
describe("the production image's steps, from a fresh folder", { timeout: 900_000 }, () => {
  const stages = readDockerfile(path.join(root, "Dockerfile"));
  const buildStage = stages.find((s) => s.name === "build")!;
  const finalStage = stages.at(-1)!;
  let work: string;
  let app: string;
  let buildOutput: string;
  const notRun: string[] = [];
  const env: Record<string, string> = {};

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), "kt-image-"));
    app = path.join(work, "app");
    buildOutput = path.join(work, "build-stage");
    fs.mkdirSync(app);

    const buildRuns = buildStage.instructions.filter((i) => i.keyword === "RUN").map(shellOf);
    expect(buildRuns).toEqual(["npm ci", "npm run build"]);
    // The build stage's output: under `npm test`, the build its first step made with the same
    // `npm run build` (sharedProductionBuild); otherwise written here, beside the checkout's own
    // build instead of over it, with NODE_ENV as in the image's build stage (unset), not vitest's "test".
    const shared = sharedProductionBuild();
    if (shared) buildOutput = shared;
    else {
      const { NODE_ENV: _test, ...buildEnv } = process.env;
      await run("sh", ["-c", buildRuns[1]!], { cwd: root, env: { ...buildEnv, BUILD_DIR: buildOutput }, maxBuffer: 64 << 20 });
    }

    for (const step of finalStage.instructions) {
      if (step.keyword === "ENV") Object.assign(env, envOf(step));
      else if (step.keyword === "COPY") copyStep(step);
      else if (step.keyword === "RUN" && shellOf(step).startsWith("npm ")) {
        // Offline when the cache holds every package, as a registry mirror would serve them.
        await run("sh", ["-c", shellOf(step)], {
          cwd: app,
          env: { ...process.env, ...env, npm_config_prefer_offline: "true" },
          maxBuffer: 64 << 20,
        });
      } else if (!["WORKDIR", "CMD", "HEALTHCHECK"].includes(step.keyword)) notRun.push(`${step.keyword} ${String(step.args)}`);
    }
  }, 600_000);

  afterAll(() => {
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  function shellOf(step: DockerInstruction): string {
    if (Array.isArray(step.args)) throw new Error(`Dockerfile line ${step.line}: RUN in exec form`);
    return step.args;
  }

  function copyStep(step: DockerInstruction) {
    const parts = String(step.args).split(/\s+/);
    const named = parts.pop()!;
    const destination = path.resolve(app, named);
    for (const source of parts) {
      // --from=build copies the build stage's /app/build, which the test built into buildOutput.
      const from = step.flags.from ? path.join(buildOutput, path.relative("/app/build", source)) : path.join(root, source);
      // A destination ending in "/" is a folder the sources go into, as with several sources.
      const to = named.endsWith("/") || parts.length > 1 ? path.join(destination, path.basename(source)) : destination;
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.cpSync(from, to, { recursive: true });
    }
  }

  it("installs production dependencies only, and no source code", () => {
    expect(notRun.map((s) => s.split(" ")[0])).toEqual(["FROM", "RUN", "RUN", "USER", "VOLUME", "EXPOSE", "ENTRYPOINT", "STOPSIGNAL"]);
    expect(fs.readdirSync(app).sort()).toEqual(
      [".npmrc", "build", "cli.js", "drizzle", "node_modules", "package-lock.json", "package.json", "scripts", "server.js"].sort(),
    );
    expect(fs.readdirSync(path.join(app, "scripts"))).toEqual(["prepare-start.mjs"]);
  });

  it("`npm start` there serves the build: its first step finds no development tools and a build, and says nothing", async () => {
    const start = (JSON.parse(fs.readFileSync(path.join(app, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts
      .start;
    expect(start).toBe("node scripts/prepare-start.mjs && exec npm run serve");
    const prepared = await run(process.execPath, ["scripts/prepare-start.mjs"], { cwd: app, env: { ...process.env, ...env } });
    expect(prepared).toMatchObject({ stdout: "", stderr: "" });
    for (const devOnly of ["vite", "@react-router/dev", "tsx", "vitest", "eslint"]) {
      expect(fs.existsSync(path.join(app, "node_modules", devOnly)), devOnly).toBe(false);
    }
    expect(fs.existsSync(path.join(app, "node_modules", "prom-client"))).toBe(true);
  });

  async function walk(extraEnv: Record<string, string>) {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(work, "data-"));
    const server = startCmd({ ...env, ...extraEnv, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" });
    try {
      const password = await signInDetails(server);
      const base = `http://127.0.0.1:${port}`;
      const health = execForm(finalStage.instructions.find((i) => i.keyword === "HEALTHCHECK"));
      await run(health[0]!, health.slice(1), { cwd: app, env: { ...process.env, PORT: String(port) } });

      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      const homeHtml = await home.text();
      const packagePath = /href="(\/package\/[^"]+)"/.exec(homeHtml)?.[1];
      expect(packagePath).toMatch(/^\/package\/demo-/);
      const detail = await fetch(base + packagePath);
      expect(detail.status).toBe(200);
      expect(await detail.text()).toContain("<h1");

      const signIn = await fetch(`${base}/api/admin/session`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({ email: "admin@keralatrips.local", password }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
      const session = await fetch(`${base}/api/admin/session`, { headers: { cookie } });
      expect(await session.json()).toEqual({ email: "admin@keralatrips.local" });
      const adminPage = await fetch(`${base}/admin`, { headers: { cookie } });
      expect(adminPage.status).toBe(200);
    } finally {
      await stop(server);
    }
    return dataDir;
  }

  function startCmd(serverEnv: Record<string, string>): ChildProcess {
    const cmd = execForm(finalStage.instructions.find((i) => i.keyword === "CMD"));
    const { TEST_DATABASE_URL: _unused, ...inherited } = process.env;
    return spawn(cmd[0]!, cmd.slice(1), { cwd: app, env: { ...inherited, ...serverEnv }, stdio: ["ignore", "pipe", "pipe"] });
  }

  it("serves home, a package and the admin sign-in on PGlite; the built CLI exports the catalogue", async () => {
    const dataDir = await walk({});
    const exported = await run("npm", ["run", "-s", "cli", "--", "export"], {
      cwd: app,
      env: { ...process.env, ...env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      maxBuffer: 64 << 20,
    });
    expect((JSON.parse(exported.stdout) as unknown[]).length).toBe(41);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("serves home, a package and the admin sign-in on PostgreSQL", async () => {
    await withEmptyPostgres(process.env.TEST_DATABASE_URL!, "t_image", (url) => walk({ DATABASE_URL: url }));
  });
});

/** Waits for the first start's printed admin password (and the server listening); returns the password. */
function signInDetails(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    let password: string | undefined;
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}\n${err}`)), 240_000);
    server.stderr!.on("data", (chunk: Buffer) => (err += chunk.toString()));
    server.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      password ??= /Password: (\S+)/.exec(out)?.[1];
      if (password && out.includes("is running at")) {
        clearTimeout(timer);
        resolve(password);
      }
    });
    server.once("exit", (code) => reject(new Error(`server exited (${code}):\n${out}\n${err}`)));
  });
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}
