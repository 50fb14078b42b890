import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { adminClient, adminDraft } from "../admin/testing/admin-test-app";
import { startApiServer } from "../testing/api-server-process";
import { onSmallDisk, smallDiskUnavailable } from "../testing/small-disk";

const unavailable = smallDiskUnavailable();

const ADMIN_EMAIL = "admin@example.com";
const ADMIN_PASSWORD = "a full disk password";

/** Writes `folder/filler` until the disk refuses another byte: the disk is full. */
function fillDisk(folder: string): void {
  const fd = fs.openSync(path.join(folder, "filler"), "w");
  try {
    for (const size of [1024 * 1024, 4096, 1]) {
      const chunk = Buffer.alloc(size, 1);
      for (;;) {
        try {
          fs.writeSync(fd, chunk);
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code === "ENOSPC") break;
          throw e;
        }
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The disk of a running server's DATA_DIR fills up (PGlite): a save through the admin API answers
 * 503 with a JSON error saying the server cannot save now, without a stack, and the server logs it
 * once; what was saved before stays as it was, reads go on (/readyz stays ready: the site still
 * serves every page), and once space is freed the same save succeeds.
 */
describe.skipIf(unavailable !== null)(
  `a running server whose DATA_DIR's disk fills${unavailable ? ` (skipped: ${unavailable})` : ""}`,
  { timeout: 240_000 },
  () => {
    it("answers a save 503 saying it cannot save now, keeps what was saved, and saves again once there is room", async () => {
      await onSmallDisk(64, async (disk) => {
        const server = await startApiServer({
          DATA_DIR: path.join(disk, "data"),
          ADMIN_EMAIL,
          ADMIN_PASSWORD,
          ADMIN_PASSWORD_HASH: "",
        });
        try {
          const baseUrl = `http://127.0.0.1:${server.port}`;
          const client = adminClient({ baseUrl, origin: baseUrl });
          expect((await client.signIn(ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
          const saved = await client.call("POST", "/api/admin/packages", { json: adminDraft({ title: "Saved Before" }) });
          expect(saved.status).toBe(201);
          const before = await client.call("GET", "/api/admin/packages");

          fillDisk(disk);
          const logged = server.output().length;
          // Saves that need new pages on a full disk (each one a package with a long description).
          const answers = [];
          for (let i = 0; i < 20; i++) {
            const answer = await client.call("POST", "/api/admin/packages", {
              json: adminDraft({ title: `On A Full Disk ${i}`, packageCode: `KT-9${i}`, description: "Backwaters. ".repeat(400) }),
            });
            answers.push(answer);
            if (answer.status !== 201) break;
          }
          const refused = answers.at(-1)!;
          expect({ status: refused.status, data: refused.data, retryAfter: refused.headers.get("retry-after") }).toEqual({
            status: 503,
            data: { error: "The server's disk is full: it cannot save now. Nothing was saved; try again later." },
            retryAfter: "60",
          });
          const log = server.output().slice(logged);
          expect(log).not.toMatch(/"stack"/);
          expect(log.match(/"msg":"disk full: [^"]*"/g)).toEqual(['"msg":"disk full: a save was refused"']);

          // Reads go on, and what was saved before is as it was.
          expect((await client.call("GET", "/readyz")).status).toBe(200);
          const after = await client.call("GET", "/api/admin/packages");
          expect(after.status).toBe(200);
          const items = (data: unknown) => (data as { items: { title: string }[] }).items;
          // The saves answered 201 before the disk ran out are there; the refused one is not.
          expect(
            items(after.data)
              .map((p) => p.title)
              .sort(),
          ).toEqual(["Saved Before", ...answers.slice(0, -1).map((_, i) => `On A Full Disk ${i}`)].sort());
          const savedBefore = (data: unknown) => items(data).find((p) => p.title === "Saved Before");
          expect(savedBefore(after.data)).toEqual(savedBefore(before.data));

          fs.rmSync(path.join(disk, "filler"));
          const again = await client.call("POST", "/api/admin/packages", {
            json: adminDraft({ title: "After Room Was Made", packageCode: "KT-999" }),
          });
          expect(again.status).toBe(201);
        } finally {
          server.child.kill("SIGTERM");
          await new Promise((resolve) => server.child.once("exit", resolve));
        }
      });
    });
  },
);
