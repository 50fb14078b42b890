import crypto from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import {
  PARTNER_INVITATION_DAYS,
  partnerRefusal,
  partnerEmailSchema,
  type PartnerPerson,
  type PartnerPersonStatus,
} from "../../domain/partners";
import { appendAudit, type Actor } from "../audit/audit-log";
import { clearPartnerBackoff, releaseAttempt, reserveSignInAttempt, signInSucceeded, tooManyAttemptsAfter } from "../auth/login-throttle";
import { hashPassword, passwordLengthError, verifyPassword, type ScryptParams } from "../auth/password-hash";
import { deletePartnerSessions, hashToken, isWellFormedToken, newToken } from "../auth/sessions";
import type { Database } from "../db/client";
import { partnerInvitations, partnerPeople, providers } from "../db/schema";
import { refusal, type WriteResult } from "../write-result";

export type PeopleResult<T> = WriteResult<T, 400 | 404 | 409 | 410>;

const fail = refusal<400 | 404 | 409 | 410>;

/**
 * A password change's outcome: a people refusal, or 429 while the sign-in throttle holds the person's e-mail or
 * the address, with the wait for the answer's Retry-After.
 */
export type PasswordChangeResult = PeopleResult<null> | { ok: false; status: 429; error: string; retryAfterSeconds: number };

export interface Invitation {
  person: PartnerPerson;
  /** The one-time token, shown once; only its hash is stored. */
  token: string;
  expiresAt: string;
}

function newId(): string {
  return crypto.randomBytes(15).toString("base64url");
}

/**
 * Ends a person's links not yet used, when a newer one is sent or the person is revoked: marked
 * void as well as spent, so such a link's page says it was replaced or withdrawn, not used.
 */
async function voidOpenInvitations(tx: Pick<Database["db"], "update">, personId: string): Promise<void> {
  await tx
    .update(partnerInvitations)
    .set({ usedAt: new Date(), voided: true })
    .where(and(eq(partnerInvitations.personId, personId), isNull(partnerInvitations.usedAt)));
}

/**
 * The people who act for providers: invitations (one-time links, 7 days, single use, only the
 * hash stored), joining with a password, revocation and password changes (both end the
 * person's sessions). Every change writes its audit row in the same transaction.
 */
export function createPartnerPeople(database: Database, passwordHashing: ScryptParams) {
  const roster = partnerRoster(database);
  return {
    list: roster.list,
    providerOf: roster.providerOf,
    ...partnerInvitationFlow(database, passwordHashing, roster.personOf),
    ...partnerAccountChanges(database, passwordHashing, roster.personOf),
  };
}

type PersonOf = (providerId: string, personId: string) => Promise<PartnerPerson | null>;

/** Who acts for a provider (with any invitation still open), and the provider as the portal's header shows it. */
function partnerRoster(database: Database) {
  const { db } = database;

  async function list(providerId: string): Promise<PartnerPerson[]> {
    const rows = await database.rows<{
      id: string;
      provider_id: string;
      email: string;
      status: PartnerPersonStatus;
      created_at: Date | string;
      invitation_expires_at: Date | string | null;
    }>(sql`SELECT p.id, p.provider_id, p.email, p.status, p.created_at,
             (SELECT max(i.expires_at) FROM ${partnerInvitations} i
               WHERE i.person_id = p.id AND i.used_at IS NULL AND i.expires_at > now()) AS invitation_expires_at
           FROM ${partnerPeople} p WHERE p.provider_id = ${providerId} ORDER BY p.created_at, p.email`);
    const iso = (v: Date | string) => new Date(v).toISOString();
    return rows.map((r) => ({
      id: r.id,
      providerId: r.provider_id,
      email: r.email,
      status: r.status,
      createdAt: iso(r.created_at),
      invitationExpiresAt: r.invitation_expires_at ? iso(r.invitation_expires_at) : null,
    }));
  }

  async function personOf(providerId: string, personId: string): Promise<PartnerPerson | null> {
    return (await list(providerId)).find((p) => p.id === personId) ?? null;
  }

  /** The provider a partner person acts for, as the portal's header shows it. */
  async function providerOf(providerId: string) {
    const [row] = await db
      .select({ id: providers.id, slug: providers.slug, name: providers.name, status: providers.status })
      .from(providers)
      .where(eq(providers.id, providerId))
      .limit(1);
    return row ?? null;
  }

  return { list, personOf, providerOf };
}

/** Inviting a person, reading an invitation's link, and joining through it with a password. */
function partnerInvitationFlow(database: Database, passwordHashing: ScryptParams, personOf: PersonOf) {
  const { db } = database;

  /**
   * Invites an e-mail to act for a provider, or re-invites a person of that provider: any older
   * link is voided, a revoked person becomes invited again, an active one keeps signing in until
   * they use the new link (which then sets a new password).
   */
  async function invite(providerRef: { id: string } | { slug: string }, rawEmail: string, actor: Actor): Promise<PeopleResult<Invitation>> {
    const email = partnerEmailSchema.safeParse(rawEmail);
    if (!email.success) return fail(400, partnerRefusal("emailInvalid"), "email");
    const [provider] = await db
      .select({ id: providers.id })
      .from(providers)
      .where("id" in providerRef ? eq(providers.id, providerRef.id) : eq(providers.slug, providerRef.slug))
      .limit(1);
    if (!provider) return fail(404, partnerRefusal("providerNotFound"));
    const token = newToken();
    const expiresAt = new Date(Date.now() + PARTNER_INVITATION_DAYS * 24 * 60 * 60 * 1000);
    const outcome = await db.transaction(async (tx) => {
      const [existing] = await tx.select().from(partnerPeople).where(eq(partnerPeople.email, email.data)).for("update").limit(1);
      if (existing && existing.providerId !== provider.id) return fail(409, partnerRefusal("emailOfAnotherProvider"), "email");
      let personId: string;
      if (existing) {
        personId = existing.id;
        await voidOpenInvitations(tx, personId);
        if (existing.status === "Revoked") {
          await tx.update(partnerPeople).set({ status: "Invited", updatedAt: new Date() }).where(eq(partnerPeople.id, personId));
        }
      } else {
        personId = newId();
        await tx.insert(partnerPeople).values({ id: personId, providerId: provider.id, email: email.data });
      }
      await tx.insert(partnerInvitations).values({ id: newId(), tokenHash: hashToken(token), personId, expiresAt });
      await appendAudit(tx, actor, {
        entity: "partner-person",
        entityId: personId,
        action: existing ? "re-invited" : "invited",
        providerId: provider.id,
        changes: existing
          ? { status: [existing.status, existing.status === "Revoked" ? "Invited" : existing.status] }
          : { email: [null, email.data] },
      });
      return { ok: true as const, value: personId };
    });
    if (!outcome.ok) return outcome;
    const person = await personOf(provider.id, outcome.value);
    return { ok: true, value: { person: person!, token, expiresAt: expiresAt.toISOString() } };
  }

  /** The link's state before the invitee types a password: who it is for, or why it cannot be used. */
  async function invitation(
    token: string,
  ): Promise<PeopleResult<{ email: string; providerName: string; personId: string; providerId: string }>> {
    if (!isWellFormedToken(token)) return fail(404, partnerRefusal("linkInvalid"));
    const [row] = await db
      .select({
        email: partnerPeople.email,
        personId: partnerPeople.id,
        providerId: providers.id,
        providerName: providers.name,
        usedAt: partnerInvitations.usedAt,
        voided: partnerInvitations.voided,
        expiresAt: partnerInvitations.expiresAt,
      })
      .from(partnerInvitations)
      .innerJoin(partnerPeople, eq(partnerPeople.id, partnerInvitations.personId))
      .innerJoin(providers, eq(providers.id, partnerPeople.providerId))
      .where(eq(partnerInvitations.tokenHash, hashToken(token)))
      .limit(1);
    if (!row) return fail(404, partnerRefusal("linkInvalid"));
    if (row.usedAt) return fail(410, partnerRefusal(row.voided ? "linkVoided" : "linkUsed"));
    if (row.expiresAt.getTime() <= Date.now()) return fail(410, partnerRefusal("linkExpired"));
    return { ok: true, value: { email: row.email, providerName: row.providerName, personId: row.personId, providerId: row.providerId } };
  }

  /**
   * Sets the invitee's password and uses up the link. The link is taken by one conditional
   * update, so of two requests with the same link only one succeeds; the password is hashed
   * before, outside the transaction.
   */
  async function join(token: string, password: string): Promise<PeopleResult<{ personId: string; email: string; providerId: string }>> {
    const found = await invitation(token);
    if (!found.ok) return found;
    const problem = passwordLengthError(password);
    if (problem) return fail(400, problem, "password");
    const hash = await hashPassword(password, passwordHashing);
    const joined = await db.transaction(async (tx) => {
      const taken = await tx
        .update(partnerInvitations)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(partnerInvitations.tokenHash, hashToken(token)),
            isNull(partnerInvitations.usedAt),
            gt(partnerInvitations.expiresAt, new Date()),
          ),
        )
        .returning({ personId: partnerInvitations.personId });
      if (taken.length === 0) return false;
      const [before] = await tx
        .select({ status: partnerPeople.status })
        .from(partnerPeople)
        .where(eq(partnerPeople.id, found.value.personId));
      await tx
        .update(partnerPeople)
        .set({ passwordHash: hash, status: "Active", updatedAt: new Date() })
        .where(eq(partnerPeople.id, found.value.personId));
      await appendAudit(
        tx,
        { role: "partner", email: found.value.email, providerId: found.value.providerId },
        {
          entity: "partner-person",
          entityId: found.value.personId,
          action: "joined",
          providerId: found.value.providerId,
          changes: { status: [before?.status ?? null, "Active"], password: ["(hidden)", "(set)"] },
        },
      );
      // A password set through a link ends any session the person had before.
      await deletePartnerSessions(tx, [found.value.personId]);
      return true;
    });
    if (!joined) return fail(410, partnerRefusal("linkUsed"));
    return { ok: true, value: { personId: found.value.personId, email: found.value.email, providerId: found.value.providerId } };
  }

  return { invite, invitation, join };
}

/** Changes to a person who has joined: revoked, unlocked after back-off, a new password. */
function partnerAccountChanges(database: Database, passwordHashing: ScryptParams, personOf: PersonOf) {
  const { db } = database;

  /** Revokes a person of this provider: their links die, their sessions end, their password is forgotten. */
  async function revoke(providerId: string, personId: string, actor: Actor): Promise<PeopleResult<PartnerPerson>> {
    const done = await db.transaction(async (tx) => {
      const [person] = await tx
        .select()
        .from(partnerPeople)
        .where(and(eq(partnerPeople.id, personId), eq(partnerPeople.providerId, providerId)))
        .for("update");
      if (!person) return false;
      await tx
        .update(partnerPeople)
        .set({ status: "Revoked", passwordHash: null, updatedAt: new Date() })
        .where(eq(partnerPeople.id, personId));
      await voidOpenInvitations(tx, personId);
      await appendAudit(tx, actor, {
        entity: "partner-person",
        entityId: personId,
        action: "revoked",
        providerId,
        changes: { status: [person.status, "Revoked"] },
      });
      await deletePartnerSessions(tx, [personId]);
      return true;
    });
    if (!done) return fail(404, partnerRefusal("personNotFound"));
    return { ok: true, value: (await personOf(providerId, personId))! };
  }

  /** Ends the sign-in back-off of one person of this provider. */
  async function unlock(providerId: string, personId: string, actor: Actor): Promise<PeopleResult<PartnerPerson>> {
    const person = await personOf(providerId, personId);
    if (!person) return fail(404, partnerRefusal("personNotFound"));
    // The back-off ends with its audit row, or not at all.
    await db.transaction(async (tx) => {
      await clearPartnerBackoff(tx, person.email);
      await appendAudit(tx, actor, { entity: "partner-person", entityId: personId, action: "sign-in back-off ended", providerId });
    });
    return { ok: true, value: person };
  }

  /**
   * The person changes their own password, sent from `address`: every session of theirs ends (the caller opens a
   * new one for this browser). The current password is checked as a sign-in of theirs is (login-throttle.ts): a
   * stolen session could otherwise guess it without limit. The attempt is reserved under the person's own e-mail
   * (from their row, never from the request) and the address before the hash; a wrong one stays counted, as a
   * failed sign-in does; a right one clears this e-mail's failures from this address, as a sign-in does.
   */
  async function changePassword(personId: string, current: string, next: string, address: string): Promise<PasswordChangeResult> {
    const [person] = await db.select().from(partnerPeople).where(eq(partnerPeople.id, personId)).limit(1);
    if (!person?.passwordHash) return fail(404, partnerRefusal("personNotFound"));
    // The new password's rule first: the refusal names the box the person can put right without guessing, and
    // neither a password hash nor an attempt is spent on a change that would be refused anyway (a sign-in's
    // malformed body is refused before its reservation too).
    const problem = passwordLengthError(next);
    if (problem) return fail(400, problem, "newPassword");
    const reservation = await reserveSignInAttempt(database, "partner", person.email, address);
    if (!reservation.ok) {
      const { retryAfterSeconds } = reservation;
      return { ok: false, status: 429, error: tooManyAttemptsAfter(retryAfterSeconds), retryAfterSeconds };
    }
    let right: boolean;
    try {
      right = await verifyPassword(current, person.passwordHash);
    } catch (e) {
      // The check never ran (the hashes' queue is full, or it failed): it does not count against the person.
      await releaseAttempt(database, reservation.id);
      throw e;
    }
    if (!right) return fail(400, partnerRefusal("currentPasswordWrong"), "currentPassword");
    await signInSucceeded(database, "partner", person.email, address);
    // Checked once the current password is known to be right: only then is the new one the same password, not just
    // the same characters as a mistyped current one. A "change" to the same password would change nothing yet
    // sign out every other session, as if it had.
    if (next === current) return fail(400, partnerRefusal("newPasswordSame"), "newPassword");
    const hash = await hashPassword(next, passwordHashing);
    const outcome = await db.transaction(async (tx) => {
      // The checks above took time: the person may have been revoked meanwhile (the password must
      // not come back), or changed the password from another browser (the current one typed here
      // is no longer the current one). Either refuses, and the person stays as they are now.
      const [now] = await tx
        .select({ status: partnerPeople.status, passwordHash: partnerPeople.passwordHash })
        .from(partnerPeople)
        .where(eq(partnerPeople.id, personId))
        .for("update");
      if (now?.status !== "Active" || !now.passwordHash) return "gone" as const;
      if (now.passwordHash !== person.passwordHash) return "changed" as const;
      await tx.update(partnerPeople).set({ passwordHash: hash, updatedAt: new Date() }).where(eq(partnerPeople.id, personId));
      await appendAudit(
        tx,
        { role: "partner", email: person.email, providerId: person.providerId },
        {
          entity: "partner-person",
          entityId: personId,
          action: "password changed",
          providerId: person.providerId,
          changes: { password: ["(hidden)", "(changed)"] },
        },
      );
      // The new password and the end of every old session stand or fall together.
      await deletePartnerSessions(tx, [personId]);
      return "changed-now" as const;
    });
    if (outcome === "gone") return fail(404, partnerRefusal("personNotFound"));
    if (outcome === "changed") return fail(400, partnerRefusal("currentPasswordWrong"), "currentPassword");
    return { ok: true, value: null };
  }

  return { revoke, unlock, changePassword };
}

export type PartnerPeople = ReturnType<typeof createPartnerPeople>;
