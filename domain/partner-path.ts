/**
 * The portal's paths: sign-in and the portal itself at one path, the invitation link beside it.
 * A module of its own, free of zod: app/paths.ts runs on every public page, and importing
 * domain/partners.ts there pulled zod into the site chunk (about 25 KB gzip).
 */
export const PARTNER_PATH = "/partner";

/** The invitation link's page (its token in the fragment: domain/partners.ts, partnerJoinLink). */
export const PARTNER_JOIN_PATH = `${PARTNER_PATH}/join`;
