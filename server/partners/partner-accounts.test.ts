import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { oneTestDatabase } from "../testing/databases";
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminClient, adminDraft, useAdminApp } from "../admin/testing/admin-test-app";
import { hashesStarted, hashPassword } from "../auth/password-hash";
import { hashToken } from "../auth/sessions";
import { whileRefusing } from "../testing/refusing-trigger";

// One proxy hop in front (TRUST_PROXY=1): X-Forwarded-For names the client, so one test process plays many addresses.
const from = (ip: string) => ({ "x-forwarded-for": ip });
const PASSWORD = "kayal-partner-1";
// The words, and the code a page tells the suspension by (in its own language, with the contact).
const SUSPENDED = {
  error: "This provider account is suspended; contact hello@keralatrips.example.",
  code: "partner.providerSuspended",
  params: { contact: "hello@keralatrips.example" },
};

type Client = ReturnType<typeof adminClient>;

describe.each(oneTestDatabase())("partner accounts on $name", ({ open }) => {
  const ctx = useAdminApp(open, { signIn: true, env: { TRUST_PROXY: "1" } });
  const ids = { kayal: "", hill: "", kayalPackage: "", hillPackage: "" };

  async function invite(providerId: string, email: string) {
    const res = await ctx.client.call("POST", `/api/admin/providers/${providerId}/people`, { json: { email } });
    expect(res.status).toBe(201);
    return { link: String(res.data.link), token: String(res.data.link).split("#")[1]!, personId: (res.data.item as { id: string }).id };
  }

  async function joined(providerId: string, email: string, ip = "192.0.2.1"): Promise<{ client: Client; personId: string }> {
    const { token, personId } = await invite(providerId, email);
    const client = adminClient(ctx.app);
    const res = await client.call("POST", "/api/partner/join", { json: { token, password: PASSWORD }, headers: from(ip) });
    expect(res.status).toBe(200);
    return { client, personId };
  }

  const partnerSignIn = (client: Client, email: string, password: string, ip = "192.0.2.1") =>
    client.call("POST", "/api/partner/session", { json: { email, password }, headers: from(ip) });

  beforeAll(async () => {
    const make = async (name: string, meshId: string) => {
      const res = await ctx.client.call("POST", "/api/admin/providers", { json: { name, meshId } });
      expect(res.status).toBe(201);
      return (res.data.item as { id: string }).id;
    };
    ids.kayal = await make("Kayal Trails", "K-1");
    ids.hill = await make("Hill Routes", "H-1");
    const pkg = async (providerName: string, meshId: string, packageCode: string) => {
      const res = await ctx.client.call("POST", "/api/admin/packages", {
        json: adminDraft({ providerName, meshId, packageCode, title: packageCode }),
      });
      expect(res.status).toBe(201);
      return (res.data.item as { id: string }).id;
    };
    ids.kayalPackage = await pkg("Kayal Trails", "K-1", "KAYAL-1");
    ids.hillPackage = await pkg("Hill Routes", "H-1", "HILL-1");
  });

  beforeEach(async () => {
    await ctx.database.db.execute(sql`DELETE FROM login_attempts`);
  });

  it("invites by link (only its hash stored), lets the invitee set a password and sign in to their provider", async () => {
    const { link, token } = await invite(ids.kayal, " Asha@Kayal.example ");
    expect(link).toMatch(new RegExp(`^${ctx.app.baseUrl}/partner/join#[A-Za-z0-9_-]{43}$`));
    const stored = await ctx.database.rows<{ token_hash: string }>(sql`SELECT token_hash FROM partner_invitations`);
    expect(stored.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const client = adminClient(ctx.app);
    expect((await client.call("POST", "/api/partner/invitation", { json: { token } })).data).toEqual({
      email: "asha@kayal.example",
      providerName: "Kayal Trails",
    });
    const short = await client.call("POST", "/api/partner/join", { json: { token, password: "short" } });
    expect(short).toMatchObject({ status: 400, data: { error: "The password must be 8 to 128 characters long.", field: "password" } });
    const join = await client.call("POST", "/api/partner/join", { json: { token, password: PASSWORD } });
    expect(join.status).toBe(200);
    expect(join.headers.get("set-cookie")).toMatch(/^kt_partner=[A-Za-z0-9_-]{43};.*HttpOnly/);
    expect((await client.call("GET", "/api/partner/session")).data).toEqual({
      email: "asha@kayal.example",
      provider: { name: "Kayal Trails", slug: "kayal-trails", status: "Unverified" },
    });
    // The same link again, and signing in with the new password.
    expect(await client.call("POST", "/api/partner/join", { json: { token, password: "another-password" } })).toMatchObject({
      status: 410,
      data: { error: "This link was already used. Sign in, or ask for a new invitation.", code: "partner.linkUsed" },
    });
    const other = adminClient(ctx.app);
    expect((await partnerSignIn(other, "ASHA@kayal.example", PASSWORD)).status).toBe(200);
    expect(((await other.call("GET", "/api/partner/packages")).data.items as { id: string }[]).map((p) => p.id)).toEqual([
      ids.kayalPackage,
    ]);
  });

  it("takes a link once when two requests race with it", async () => {
    const { token } = await invite(ids.kayal, "race@kayal.example");
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        adminClient(ctx.app).call("POST", "/api/partner/join", { json: { token, password: `racer-password-${i}` } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410, 410, 410, 410, 410]);
  });

  it("voids a link on revocation and on re-invitation; revocation ends the person's sessions at once", async () => {
    const { token: first } = await invite(ids.kayal, "ravi@kayal.example");
    const { token: second, personId } = await invite(ids.kayal, "ravi@kayal.example");
    // Replaced by the newer link: said as such, not as used (its person never set a password with it).
    const VOIDED = {
      status: 410,
      data: {
        error: "This link was replaced by a newer invitation, or withdrawn. Use the newest invitation you were sent, or ask for a new one.",
        code: "partner.linkVoided",
      },
    };
    expect(await adminClient(ctx.app).call("POST", "/api/partner/join", { json: { token: first, password: PASSWORD } })).toMatchObject(
      VOIDED,
    );
    expect(await adminClient(ctx.app).call("POST", "/api/partner/invitation", { json: { token: first } })).toMatchObject(VOIDED);
    const ravi = adminClient(ctx.app);
    expect((await ravi.call("POST", "/api/partner/join", { json: { token: second, password: PASSWORD } })).status).toBe(200);
    const elsewhere = adminClient(ctx.app);
    expect((await partnerSignIn(elsewhere, "ravi@kayal.example", PASSWORD)).status).toBe(200);

    const { token: pending } = await invite(ids.kayal, "ravi@kayal.example");
    expect((await ctx.client.call("POST", `/api/admin/providers/${ids.kayal}/people/${personId}/revoke`)).status).toBe(200);
    expect((await ravi.call("GET", "/api/partner/session")).status).toBe(401);
    expect((await elsewhere.call("GET", "/api/partner/packages")).status).toBe(401);
    expect(await adminClient(ctx.app).call("POST", "/api/partner/join", { json: { token: pending, password: PASSWORD } })).toMatchObject(
      VOIDED,
    );
    // The link the person joined with is still said to be used.
    expect(await adminClient(ctx.app).call("POST", "/api/partner/invitation", { json: { token: second } })).toMatchObject({
      status: 410,
      data: { code: "partner.linkUsed" },
    });
    expect((await partnerSignIn(adminClient(ctx.app), "ravi@kayal.example", PASSWORD)).status).toBe(401);
    const people = await ctx.client.call("GET", `/api/admin/providers/${ids.kayal}/people`);
    expect((people.data.items as { email: string; status: string }[]).find((p) => p.email === "ravi@kayal.example")?.status).toBe(
      "Revoked",
    );

    // Re-invited, the person joins again with a new password.
    const reinvite = await ctx.client.call("POST", `/api/admin/providers/${ids.kayal}/people/${personId}/reinvite`);
    expect(reinvite.status).toBe(200);
    const again = String(reinvite.data.link).split("#")[1]!;
    expect(
      (await adminClient(ctx.app).call("POST", "/api/partner/join", { json: { token: again, password: "fresh-password" } })).status,
    ).toBe(200);
  });

  it("refuses an e-mail that already acts for another provider", async () => {
    await invite(ids.kayal, "one@both.example");
    // The same address in another case or with spaces is the same person: one row, one provider.
    for (const email of ["one@both.example", " ONE@Both.Example ", ["one@both.example"]]) {
      const res = await ctx.client.call("POST", `/api/admin/providers/${ids.hill}/people`, { json: { email } });
      expect(res.status).toBe(typeof email === "string" ? 409 : 400);
      if (typeof email === "string")
        expect(res.data).toEqual({
          error: "This e-mail already acts for another provider.",
          field: "email",
          code: "partner.emailOfAnotherProvider",
        });
    }
    expect(await ctx.database.rows(sql`SELECT provider_id FROM partner_people WHERE lower(email) = 'one@both.example'`)).toEqual([
      { provider_id: ids.kayal },
    ]);
  });

  it("the admin's routes for one provider's person refuse a person of another provider under it, changing nothing", async () => {
    const { client, personId } = await joined(ids.hill, "mismatch@hill.example");
    const people = sql`SELECT * FROM partner_people ORDER BY id`;
    const invitations = sql`SELECT * FROM partner_invitations ORDER BY id`;
    const before = JSON.stringify([await ctx.database.rows(people), await ctx.database.rows(invitations)]);
    for (const action of ["reinvite", "revoke", "unlock"]) {
      const res = await ctx.client.call("POST", `/api/admin/providers/${ids.kayal}/people/${personId}/${action}`);
      expect(res, action).toMatchObject({ status: 404, data: { error: "Person not found." } });
    }
    expect(JSON.stringify([await ctx.database.rows(people), await ctx.database.rows(invitations)])).toBe(before);
    expect((await client.call("GET", "/api/partner/session")).status).toBe(200);
  });

  it("a password change ends the person's other sessions and keeps this browser signed in", async () => {
    const { client } = await joined(ids.kayal, "meera@kayal.example");
    const other = adminClient(ctx.app);
    expect((await partnerSignIn(other, "meera@kayal.example", PASSWORD)).status).toBe(200);
    const wrong = await client.call("POST", "/api/partner/password", {
      json: { currentPassword: "nope-nope", newPassword: "new-password-1" },
    });
    expect(wrong).toMatchObject({ status: 400, data: { error: "The current password is not right.", field: "currentPassword" } });
    const changed = await client.call("POST", "/api/partner/password", {
      json: { currentPassword: PASSWORD, newPassword: "new-password-1" },
    });
    expect(changed.status).toBe(200);
    expect((await other.call("GET", "/api/partner/session")).status).toBe(401);
    expect((await client.call("GET", "/api/partner/session")).status).toBe(200);
    expect((await partnerSignIn(adminClient(ctx.app), "meera@kayal.example", "new-password-1")).status).toBe(200);
  });

  it("a password change that meets a revocation does not give the revoked person back a password or a session", async () => {
    // The revocation may land while the change checks the current password: whatever the order,
    // the person ends revoked, with no password, and no browser of theirs stays signed in.
    for (const [round, delay] of [0, 1, 2, 4, 8, 16].entries()) {
      const { client, personId } = await joined(ids.kayal, `race${round}@kayal.example`);
      await Promise.all([
        client.call("POST", "/api/partner/password", { json: { currentPassword: PASSWORD, newPassword: "new-password-1" } }),
        new Promise((resolve) => setTimeout(resolve, delay)).then(() =>
          ctx.client.call("POST", `/api/admin/providers/${ids.kayal}/people/${personId}/revoke`),
        ),
      ]);
      const [person] = await ctx.database.rows<{ status: string; password_hash: string | null }>(
        sql`SELECT status, password_hash FROM partner_people WHERE id = ${personId}`,
      );
      expect({ round, status: person!.status, hash: person!.password_hash }).toEqual({ round, status: "Revoked", hash: null });
      expect((await client.call("GET", "/api/partner/session")).status, `round ${round}`).toBe(401);
    }
  });

  it("refuses a new password that breaks the rule for the new password, naming it, whatever the current one; nothing changes", async () => {
    const { client } = await joined(ids.kayal, "anu@kayal.example");
    const rule = { status: 400, data: { error: "The password must be 8 to 128 characters long.", field: "newPassword" } };
    // The rule is checked first: the field the person can put right is named, and no password hash is spent on a
    // change that would be refused anyway. A wrong current password is named only with a new password that keeps it.
    const before = hashesStarted();
    for (const currentPassword of ["nope-nope", PASSWORD])
      for (const newPassword of ["short", "x".repeat(129)]) {
        const res = await client.call("POST", "/api/partner/password", { json: { currentPassword, newPassword } });
        expect(res, `${currentPassword} → ${newPassword.length} characters`).toMatchObject(rule);
      }
    expect(hashesStarted() - before).toBe(0);
    expect((await client.call("GET", "/api/partner/session")).status).toBe(200);
    expect((await partnerSignIn(adminClient(ctx.app), "anu@kayal.example", PASSWORD)).status).toBe(200);
  });

  it("refuses a new password that is the current one, naming the new password; the password and the other sessions stay", async () => {
    const { client } = await joined(ids.kayal, "devi@kayal.example");
    const other = adminClient(ctx.app);
    expect((await partnerSignIn(other, "devi@kayal.example", PASSWORD)).status).toBe(200);
    const same = await client.call("POST", "/api/partner/password", { json: { currentPassword: PASSWORD, newPassword: PASSWORD } });
    expect(same).toMatchObject({
      status: 400,
      data: { error: "The new password must differ from the current one.", field: "newPassword", code: "partner.newPasswordSame" },
    });
    // Nothing changed: the other browser is still signed in, and so is this one.
    expect((await other.call("GET", "/api/partner/session")).status).toBe(200);
    expect((await client.call("GET", "/api/partner/session")).status).toBe(200);
    // The same characters as a wrong current password are a wrong current password, not the same password.
    const wrong = await client.call("POST", "/api/partner/password", { json: { currentPassword: "nope-nope", newPassword: "nope-nope" } });
    expect(wrong).toMatchObject({ status: 400, data: { error: "The current password is not right.", field: "currentPassword" } });
  });

  const changePassword = (client: Client, json: Record<string, unknown>, ip: string) =>
    client.call("POST", "/api/partner/password", { json, headers: from(ip) });
  const WRONG_CURRENT = { status: 400, data: { error: "The current password is not right.", field: "currentPassword" } };
  const HELD = { status: 429, data: { error: "Too many attempts, try again in 1 minute" } };

  it("counts wrong current passwords as failed sign-ins: past the free ones even the right one is refused, no hash spent, nothing changed", async () => {
    const { client, personId } = await joined(ids.hill, "guard@hill.example");
    for (let i = 0; i < 3; i++) {
      const wrong = await changePassword(client, { currentPassword: `guess-${i}`, newPassword: "stolen-password-1" }, "198.51.100.20");
      expect(wrong, `guess ${i}`).toMatchObject(WRONG_CURRENT);
    }
    const before = hashesStarted();
    const held = await changePassword(client, { currentPassword: PASSWORD, newPassword: "stolen-password-1" }, "198.51.100.20");
    expect(held).toMatchObject(HELD);
    expect(held.data).toEqual({ error: "Too many attempts, try again in 1 minute" });
    const retryAfter = Number(held.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // From another address too: the e-mail is held, as after three failed sign-ins.
    expect(await changePassword(client, { currentPassword: PASSWORD, newPassword: "stolen-password-1" }, "192.0.2.99")).toMatchObject(HELD);
    expect(hashesStarted() - before).toBe(0);
    // Nothing changed: this session still stands, no history row says otherwise, and once the wait is over the old
    // password signs in and the new one does not.
    expect((await client.call("GET", "/api/partner/session")).status).toBe(200);
    expect(await ctx.database.rows(sql`SELECT 1 FROM audit_log WHERE entity_id = ${personId} AND action = 'password changed'`)).toEqual([]);
    await ctx.database.db.execute(sql`UPDATE login_attempts SET at = at - interval '61 seconds'`);
    expect((await partnerSignIn(adminClient(ctx.app), "guard@hill.example", PASSWORD, "192.0.2.60")).status).toBe(200);
    expect((await partnerSignIn(adminClient(ctx.app), "guard@hill.example", "stolen-password-1", "192.0.2.61")).status).toBe(401);
  });

  it("answers 503 with Retry-After while the password checks are saturated; the attempt is not counted, nothing changes", async () => {
    const { client } = await joined(ids.hill, "queue@hill.example");
    // Costly derivations started here, in the app's own process, fill the small queue (2 running, 6 waiting).
    const filling = Array.from({ length: 8 }, () => hashPassword("filler-password", { N: 2 ** 15, r: 8, p: 1 }));
    const busy = await changePassword(client, { currentPassword: PASSWORD, newPassword: "queued-password-1" }, "198.51.100.40");
    await Promise.all(filling);
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("5");
    expect(busy.data).toEqual({ error: "Password checks are busy right now. Please try again in a few seconds." });
    expect(await ctx.database.rows(sql`SELECT 1 FROM login_attempts`)).toEqual([]);
    expect((await partnerSignIn(adminClient(ctx.app), "queue@hill.example", PASSWORD, "198.51.100.41")).status).toBe(200);
  });

  it("lets 3 of 12 parallel wrong current passwords from one session reach the hash; the rest are held", async () => {
    const { client } = await joined(ids.hill, "rush@hill.example");
    const before = hashesStarted();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        changePassword(client, { currentPassword: `rush-${i}`, newPassword: "rushed-password" }, "203.0.113.80"),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    expect(hashesStarted() - before).toBe(3);
  });

  it("adds failures through the sign-in and through the password change together, per e-mail and per address", async () => {
    const { client } = await joined(ids.hill, "both@hill.example");
    // Two wrong sign-ins and one wrong current password, each from another address: the e-mail's third failure.
    expect((await partnerSignIn(adminClient(ctx.app), "both@hill.example", "wrong-1", "198.51.100.31")).status).toBe(401);
    expect((await partnerSignIn(adminClient(ctx.app), "both@hill.example", "wrong-2", "198.51.100.32")).status).toBe(401);
    expect(await changePassword(client, { currentPassword: "wrong-3", newPassword: "next-password-1" }, "198.51.100.33")).toMatchObject(
      WRONG_CURRENT,
    );
    expect(await partnerSignIn(adminClient(ctx.app), "both@hill.example", PASSWORD, "192.0.2.70")).toMatchObject(HELD);
    expect(await changePassword(client, { currentPassword: PASSWORD, newPassword: "next-password-1" }, "192.0.2.70")).toMatchObject(HELD);

    // The other way round: three wrong sign-ins hold the password change.
    await ctx.database.db.execute(sql`DELETE FROM login_attempts`);
    for (const ip of ["198.51.100.41", "198.51.100.42", "198.51.100.43"])
      expect((await partnerSignIn(adminClient(ctx.app), "both@hill.example", "wrong", ip)).status).toBe(401);
    expect(await changePassword(client, { currentPassword: PASSWORD, newPassword: "next-password-1" }, "192.0.2.71")).toMatchObject(HELD);

    // Per address: three wrong current passwords from one address hold a sign-in of anyone else from it.
    await ctx.database.db.execute(sql`DELETE FROM login_attempts`);
    await joined(ids.kayal, "neighbour@kayal.example");
    for (let i = 0; i < 3; i++)
      expect(await changePassword(client, { currentPassword: `wrong-${i}`, newPassword: "next-password-1" }, "203.0.113.30")).toMatchObject(
        WRONG_CURRENT,
      );
    expect(await partnerSignIn(adminClient(ctx.app), "neighbour@kayal.example", PASSWORD, "203.0.113.30")).toMatchObject(HELD);
    expect((await partnerSignIn(adminClient(ctx.app), "neighbour@kayal.example", PASSWORD, "203.0.113.31")).status).toBe(200);
  });

  it("a right current password under the limit changes it and clears this address's failures, as a sign-in does", async () => {
    const { client } = await joined(ids.hill, "clear@hill.example");
    // Two failures of the three free ones: one sign-in from elsewhere, one current password from here.
    expect((await partnerSignIn(adminClient(ctx.app), "clear@hill.example", "wrong-elsewhere", "198.51.100.50")).status).toBe(401);
    expect(await changePassword(client, { currentPassword: "wrong-here", newPassword: "cleared-password" }, "192.0.2.80")).toMatchObject(
      WRONG_CURRENT,
    );
    const changed = await changePassword(client, { currentPassword: PASSWORD, newPassword: "cleared-password" }, "192.0.2.80");
    expect(changed.status).toBe(200);
    // The failures from this address are gone; the one from another address still counts.
    expect(await ctx.database.rows(sql`SELECT ip, succeeded FROM login_attempts WHERE email = 'clear@hill.example' ORDER BY ip`)).toEqual([
      { ip: "198.51.100.50", succeeded: false },
    ]);
    expect((await partnerSignIn(adminClient(ctx.app), "clear@hill.example", "cleared-password", "192.0.2.81")).status).toBe(200);
  });

  it("counts a session's guesses against its own person only: an e-mail or person forged in the body is ignored", async () => {
    const { client: victim, personId: victimId } = await joined(ids.hill, "victim@hill.example");
    const { client: other } = await joined(ids.kayal, "other@kayal.example");
    const forged = { email: "victim@hill.example", personId: victimId, partnerPersonId: victimId };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await changePassword(other, { ...forged, currentPassword: `guess-${i}`, newPassword: "taken-over-1" }, "203.0.113.60")).status,
      );
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    expect(await ctx.database.rows(sql`SELECT DISTINCT email FROM login_attempts`)).toEqual([{ email: "other@kayal.example" }]);
    // The person the body names is as free as before: their password is theirs, they sign in and change it.
    expect((await partnerSignIn(adminClient(ctx.app), "victim@hill.example", "taken-over-1", "192.0.2.90")).status).toBe(401);
    expect((await partnerSignIn(adminClient(ctx.app), "victim@hill.example", PASSWORD, "192.0.2.90")).status).toBe(200);
    expect((await changePassword(victim, { currentPassword: PASSWORD, newPassword: "victim-new-1" }, "192.0.2.91")).status).toBe(200);
  });

  it("changes neither a password nor a provider's status when their sessions cannot be ended", async () => {
    const make = await ctx.client.call("POST", "/api/admin/providers", { json: { name: "Reef Rides", meshId: "R-1" } });
    const reef = (make.data.item as { id: string }).id;
    const { client } = await joined(reef, "tara@reef.example");
    const other = adminClient(ctx.app);
    expect((await partnerSignIn(other, "tara@reef.example", PASSWORD)).status).toBe(200);
    // The database refuses to end a session (a lost connection, a lock timeout) after the change itself was written.
    await whileRefusing(ctx.database, "DELETE", "sessions", async () => {
      const changed = await client.call("POST", "/api/partner/password", {
        json: { currentPassword: PASSWORD, newPassword: "new-password-2" },
      });
      expect(changed.status).toBeGreaterThanOrEqual(500);
      const suspended = await ctx.client.call("POST", `/api/admin/providers/${reef}/status`, { json: { status: "Suspended" } });
      expect(suspended.status).toBeGreaterThanOrEqual(500);
    });
    // Nothing changed: the old password still signs in, the provider is not suspended, no history row says otherwise.
    expect((await other.call("GET", "/api/partner/session")).status).toBe(200);
    expect((await partnerSignIn(adminClient(ctx.app), "tara@reef.example", PASSWORD)).status).toBe(200);
    expect((await partnerSignIn(adminClient(ctx.app), "tara@reef.example", "new-password-2")).status).toBe(401);
    expect(await ctx.database.rows(sql`SELECT status FROM providers WHERE id = ${reef}`)).toEqual([{ status: "Unverified" }]);
    expect(
      await ctx.database.rows(sql`SELECT action FROM audit_log WHERE provider_id = ${reef} AND action IN ('password changed', 'status')`),
    ).toEqual([]);
  });

  it("a suspended provider's people are shut out at once and told why", async () => {
    const make = await ctx.client.call("POST", "/api/admin/providers", { json: { name: "Lagoon Lines", meshId: "L-1" } });
    const lagoon = (make.data.item as { id: string }).id;
    const { client } = await joined(lagoon, "nila@lagoon.example");
    expect((await client.call("GET", "/api/partner/packages")).status).toBe(200);
    expect((await ctx.client.call("POST", `/api/admin/providers/${lagoon}/status`, { json: { status: "Suspended" } })).status).toBe(200);
    expect(await client.call("GET", "/api/partner/packages")).toMatchObject({ status: 401 });
    const signIn = await partnerSignIn(adminClient(ctx.app), "nila@lagoon.example", PASSWORD);
    expect(signIn).toMatchObject({ status: 403, data: SUSPENDED });
    expect(signIn.headers.get("set-cookie")).toBeNull();
    // Back in good standing, the person signs in again.
    await ctx.client.call("POST", `/api/admin/providers/${lagoon}/status`, { json: { status: "Unverified" } });
    expect((await partnerSignIn(adminClient(ctx.app), "nila@lagoon.example", PASSWORD)).status).toBe(200);
  });

  it("a suspension saved from the provider editor ends its people's sessions too: un-suspended, the old one stays ended", async () => {
    const make = await ctx.client.call("POST", "/api/admin/providers", { json: { name: "Canal Craft", meshId: "CN-1" } });
    const canal = (make.data.item as { id: string }).id;
    const { client } = await joined(canal, "meera@canal.example");
    expect((await client.call("GET", "/api/partner/packages")).status).toBe(200);
    const edit = (status: string) =>
      ctx.client.call("PUT", `/api/admin/providers/${canal}`, { json: { name: "Canal Craft", meshId: "CN-1", status } });
    expect((await edit("Suspended")).status).toBe(200);
    expect(
      await ctx.database.rows(
        sql`SELECT 1 FROM sessions s JOIN partner_people p ON p.id = s.partner_person_id WHERE p.provider_id = ${canal}`,
      ),
    ).toHaveLength(0);
    expect((await edit("Unverified")).status).toBe(200);
    expect((await client.call("GET", "/api/partner/packages")).status).toBe(401);
    expect((await partnerSignIn(adminClient(ctx.app), "meera@canal.example", PASSWORD)).status).toBe(200);
  });

  it("answers a session that outlives a suspension with the suspension message", async () => {
    const make = await ctx.client.call("POST", "/api/admin/providers", { json: { name: "Delta Boats", meshId: "D-1" } });
    const delta = (make.data.item as { id: string }).id;
    const { client } = await joined(delta, "anu@delta.example");
    // Suspended behind the service's back (another instance, a database console): the gate still reads the status.
    await ctx.database.db.execute(sql`UPDATE providers SET status = 'Suspended' WHERE id = ${delta}`);
    expect(await client.call("GET", "/api/partner/packages")).toMatchObject({ status: 403, data: SUSPENDED });
    expect(
      await ctx.database.rows(
        sql`SELECT 1 FROM sessions s JOIN partner_people p ON p.id = s.partner_person_id WHERE p.provider_id = ${delta}`,
      ),
    ).toHaveLength(0);
  });

  it("slows wrong passwords down by 1, 2, 4 minutes per e-mail, and the admin can end it", async () => {
    const { personId } = await joined(ids.hill, "tom@hill.example");
    const client = adminClient(ctx.app);
    // One address however it is spelt: another case or spaces around it count against the same person.
    for (const [email, ip] of [
      ["tom@hill.example", "198.51.100.1"],
      ["TOM@Hill.Example", "198.51.100.2"],
      [" tom@HILL.example ", "198.51.100.3"],
    ] as const) {
      expect((await partnerSignIn(client, email, "wrong-guess", ip)).status).toBe(401);
    }
    const held = await partnerSignIn(client, "Tom@hill.example", PASSWORD, "192.0.2.44");
    expect(held).toMatchObject({ status: 429, data: { error: "Too many attempts, try again in 1 minute" } });
    expect(Number(held.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    await ctx.database.db.execute(sql`UPDATE login_attempts SET at = at - interval '61 seconds'`);
    expect((await partnerSignIn(client, "tom@hill.example", "wrong-again", "198.51.100.4")).status).toBe(401);
    const longer = await partnerSignIn(client, "tom@hill.example", PASSWORD, "192.0.2.44");
    expect(longer).toMatchObject({ status: 429, data: { error: "Too many attempts, try again in 2 minutes" } });
    await ctx.database.db.execute(sql`UPDATE login_attempts SET at = at - interval '121 seconds'`);
    expect((await partnerSignIn(client, "tom@hill.example", "wrong-third", "198.51.100.5")).status).toBe(401);
    expect((await partnerSignIn(client, "tom@hill.example", PASSWORD, "192.0.2.44")).data.error).toBe(
      "Too many attempts, try again in 4 minutes",
    );
    // The admin's sign-in is throttled apart: these failures do not touch it.
    expect((await adminClient(ctx.app).signIn(ADMIN_EMAIL, ADMIN_PASSWORD, from("198.51.100.1"))).status).toBe(200);
    expect((await ctx.client.call("POST", `/api/admin/providers/${ids.hill}/people/${personId}/unlock`)).status).toBe(200);
    expect((await partnerSignIn(client, "tom@hill.example", PASSWORD, "192.0.2.44")).status).toBe(200);
  });

  it("lets 3 of 40 parallel wrong passwords from one address reach the hash; the rest wait", async () => {
    await joined(ids.hill, "par@hill.example");
    const before = hashesStarted();
    const client = adminClient(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => partnerSignIn(client, `guess${i}@hill.example`, "wrong", "203.0.113.9")),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(37);
    expect(hashesStarted() - before).toBe(3);
  });

  it("refuses another role: a partner on admin routes and the admin on partner routes get 403; no session gets 401", async () => {
    const { client: partner } = await joined(ids.kayal, "roles@kayal.example");
    expect(await partner.call("GET", "/api/admin/packages")).toMatchObject({
      status: 403,
      data: { error: "Access denied: this page is not for your account." },
    });
    expect((await ctx.client.call("GET", "/api/partner/packages")).status).toBe(403);
    expect((await adminClient(ctx.app).call("GET", "/api/partner/packages")).status).toBe(401);
    // A partner's cookie presented under the admin's name is not an admin session.
    const token = partner.cookie!.split("=")[1]!;
    expect((await adminClient(ctx.app).call("GET", "/api/admin/session", { headers: { cookie: `kt_admin=${token}` } })).status).toBe(401);
    // Mutations from another site are refused for partners as for the admin.
    expect((await partner.call("DELETE", "/api/partner/session", { headers: { origin: "https://evil.example" } })).status).toBe(403);
  });

  it("writes an audit row for each change to people, with who made it", async () => {
    const rows = await ctx.database.rows<{ actor_role: string; actor_email: string; action: string; entity: string }>(
      sql`SELECT actor_role, actor_email, action, entity FROM audit_log WHERE entity = 'partner-person' ORDER BY id`,
    );
    expect(rows.slice(0, 2)).toEqual([
      { actor_role: "admin", actor_email: ADMIN_EMAIL, action: "invited", entity: "partner-person" },
      { actor_role: "partner", actor_email: "asha@kayal.example", action: "joined", entity: "partner-person" },
    ]);
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(["revoked", "re-invited", "password changed", "sign-in back-off ended"]),
    );
  });
});
