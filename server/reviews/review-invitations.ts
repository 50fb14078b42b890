import crypto from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import {
  firstNameOf,
  invitationExpiry,
  invitationMessage,
  invitationProblem,
  invitationRefusal,
  REVIEW_MESSAGES,
  reviewRefusal,
  type InvitationRefusal,
  type InvitationInput,
} from "../../domain/reviews";
import { whatsappUrl } from "../../domain/whatsapp-message";
import { translatedTitles, type TranslatedTitles } from "../../domain/package-translations";
import { toIsoTimestamp } from "../catalogue/package-row";
import { appendAudit, COMMAND_LINE, type Actor } from "../audit/audit-log";
import type { Database } from "../db/client";
import { packages, reviewInvitations } from "../db/schema";
import { iso, newId } from "./review-rows";

/** 32 random bytes (256 bits) as base64url, 43 characters: the token only the traveller's link holds (ADR 027). */
export function newReviewToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** What the database keeps instead of the token. */
export function hashReviewToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

export type InvitationStatus = "open" | "used" | "expired";
export const INVITATION_PAGE_SIZE = 50;
export interface CreatedInvitation {
  id: string;
  /** Relative link of the review page; the only time the token is ever shown. */
  url: string;
  whatsappUrl: string;
  expiresAt: string;
}

export interface AdminInvitation {
  id: string;
  packageId: string;
  packageTitle: string;
  travellerName: string;
  travelMonth: string;
  phone: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  status: InvitationStatus;
  isDemo: boolean;
}

export interface InvitationPackage {
  id: string;
  title: string;
  /** The translated titles: the review page names the package in its own language where written. */
  translations: TranslatedTitles;
  bannerImage: string | null;
  destinations: string;
  durationDays: number;
  durationNights: number;
  providerName: string;
}

export type InvitationLookup =
  | {
      ok: true;
      invitation: { firstName: string; travelMonth: string; expiresAt: string; package: InvitationPackage };
    }
  | { ok: false; problem: "used" | "expired" | "unknown"; message: string };

const PROBLEM: Record<string, "used" | "expired" | "unknown"> = { linkUsed: "used", linkExpired: "expired", linkUnknown: "unknown" };

/**
 * A link is claimed (used_at set) before its photos are processed, and its review stored after.
 * A claim this old whose review was never stored (the process stopped, the database went away
 * mid-way) is given back: the link works again.
 */
export const CLAIM_SECONDS = 600;

/** No review was stored through the invitation (of the row being read or updated). */
export const NO_REVIEW_YET = sql`NOT EXISTS (SELECT 1 FROM reviews r WHERE r.invitation_id = ${reviewInvitations.id})`;

/** used_at as it counts: null for an abandoned claim (older than CLAIM_SECONDS, no review). */
function effectiveUsedAt(usedAt: string | null, reviewed: boolean, now: Date): string | null {
  if (!usedAt || reviewed) return usedAt;
  return new Date(toIsoTimestamp(usedAt)).getTime() <= now.getTime() - CLAIM_SECONDS * 1000 ? null : usedAt;
}

function invitationStatus(row: { usedAt: string | null; expiresAt: string }, now: Date): InvitationStatus {
  if (row.usedAt) return "used";
  return new Date(toIsoTimestamp(row.expiresAt)).getTime() <= now.getTime() ? "expired" : "open";
}

/** The admin's one-time review links, and what the review page shows for one (ADR 027). */
export function createInvitations(database: Database) {
  const { db } = database;

  /** Public: what the review page shows for a token, or why it cannot be used. */
  async function findInvitation(token: string, now = new Date()): Promise<InvitationLookup> {
    const [row] =
      token.length > 0 && token.length <= 200
        ? await db
            .select({ inv: reviewInvitations, pkg: packages, reviewed: sql<boolean>`NOT ${NO_REVIEW_YET}` })
            .from(reviewInvitations)
            .innerJoin(packages, eq(packages.id, reviewInvitations.packageId))
            .where(eq(reviewInvitations.tokenHash, hashReviewToken(token)))
            .limit(1)
        : [];
    const problem = invitationProblem(
      row ? { usedAt: effectiveUsedAt(row.inv.usedAt, Boolean(row.reviewed), now), expiresAt: toIsoTimestamp(row.inv.expiresAt) } : null,
      now,
    );
    if (problem || !row) {
      const key = problem ?? "linkUnknown";
      return { ok: false, problem: PROBLEM[key]!, message: REVIEW_MESSAGES[key] as string };
    }
    return {
      ok: true,
      invitation: {
        firstName: firstNameOf(row.inv.travellerName),
        travelMonth: row.inv.travelMonth,
        expiresAt: toIsoTimestamp(row.inv.expiresAt),
        package: {
          id: row.pkg.id,
          title: row.pkg.title,
          translations: translatedTitles(row.pkg.translations),
          bannerImage: row.pkg.bannerImage,
          destinations: row.pkg.destinations,
          durationDays: row.pkg.durationDays,
          durationNights: row.pkg.durationNights,
          providerName: row.pkg.providerName,
        },
      },
    };
  }

  return {
    /**
     * A new one-time link, by the admin or (with `providerId`) a partner for a package of its own
     * provider: another provider's package is as unknown as a missing one. `origin` makes the link
     * absolute in the WhatsApp message.
     */
    async createInvitation(
      input: InvitationInput,
      options: { origin: string; now?: Date; isDemo?: boolean; actor?: Actor; providerId?: string },
    ): Promise<{ ok: true; invitation: CreatedInvitation } | InvitationRefusal> {
      const [pkg] = await db
        .select({ id: packages.id, title: packages.title, providerId: packages.providerId })
        .from(packages)
        .where(and(eq(packages.id, input.packageId), options.providerId ? eq(packages.providerId, options.providerId) : undefined));
      if (!pkg) return invitationRefusal("packageId", reviewRefusal("invitationPackageRequired"));
      const now = options.now ?? new Date();
      const token = newReviewToken();
      const expiresAt = invitationExpiry(now).toISOString();
      const id = newId();
      await db.transaction(async (tx) => {
        await tx.insert(reviewInvitations).values({
          id,
          tokenHash: hashReviewToken(token),
          packageId: pkg.id,
          travellerName: input.travellerName,
          travelMonth: input.travelMonth,
          phone: input.phone,
          createdAt: now.toISOString(),
          expiresAt,
          isDemo: options.isDemo ?? false,
        });
        // Who asked which traveller, for which package; the phone number stays out of the log.
        await appendAudit(tx, options.actor ?? COMMAND_LINE, {
          entity: "review-invitation",
          entityId: id,
          action: "created",
          providerId: pkg.providerId,
          changes: { packageId: [null, pkg.id], travellerName: [null, input.travellerName], travelMonth: [null, input.travelMonth] },
        });
      });
      const url = `/review/${token}`;
      const text = invitationMessage({
        travellerName: input.travellerName,
        packageTitle: pkg.title,
        travelMonth: input.travelMonth,
        link: `${options.origin}${url}`,
      });
      return { ok: true, invitation: { id, url, whatsappUrl: whatsappUrl(input.phone, text), expiresAt } };
    },

    /** Newest first, with their status: every link (the admin), or those of one provider's packages (a partner). */
    async listInvitations(
      page = 1,
      now = new Date(),
      providerId?: string,
    ): Promise<{ items: AdminInvitation[]; total: number; page: number; pageSize: number }> {
      const ofProvider = providerId ? eq(packages.providerId, providerId) : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select({ inv: reviewInvitations, packageTitle: packages.title })
          .from(reviewInvitations)
          .innerJoin(packages, eq(packages.id, reviewInvitations.packageId))
          .where(ofProvider)
          .orderBy(desc(reviewInvitations.createdAt), desc(reviewInvitations.id))
          .limit(INVITATION_PAGE_SIZE)
          .offset((page - 1) * INVITATION_PAGE_SIZE),
        providerId
          ? database.rows<{ n: unknown }>(
              sql`SELECT count(*) AS n FROM ${reviewInvitations} i JOIN ${packages} p ON p.id = i.package_id WHERE p.provider_id = ${providerId}`,
            )
          : database.rows<{ n: unknown }>(sql`SELECT count(*) AS n FROM ${reviewInvitations}`),
      ]);
      return {
        items: rows.map(({ inv, packageTitle }) => ({
          id: inv.id,
          packageId: inv.packageId,
          packageTitle,
          travellerName: inv.travellerName,
          travelMonth: inv.travelMonth,
          phone: inv.phone,
          createdAt: toIsoTimestamp(inv.createdAt),
          expiresAt: toIsoTimestamp(inv.expiresAt),
          usedAt: iso(inv.usedAt),
          status: invitationStatus(inv, now),
          isDemo: inv.isDemo,
        })),
        total: Number(count?.n ?? 0),
        page,
        pageSize: INVITATION_PAGE_SIZE,
      };
    },

    findInvitation,
  };
}

export type Invitations = ReturnType<typeof createInvitations>;
