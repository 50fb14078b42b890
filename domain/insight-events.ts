/**
 * The names of what the site counts (ADR 106). Kept apart from domain/insight.ts, which holds the
 * rules and their libraries, so the browser's beacon imports only these few strings.
 */

/** Kinds of public page a page view is counted under. */
export const PAGE_KINDS = ["home", "listing", "package", "provider", "destination", "static"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** Things done on a page, sent by the browser with navigator.sendBeacon. */
export const ACTION_EVENTS = [
  "book_opened",
  "enquire_opened",
  "payment_step",
  "whatsapp_book",
  "whatsapp_enquire",
  "share",
  "pdf_download",
  "favourite_added",
  "compare_added",
] as const;
export type ActionEvent = (typeof ACTION_EVENTS)[number];

/** Every counted event: a page view (counted by the server) or an action. */
export const INSIGHT_EVENTS = ["page_view", ...ACTION_EVENTS] as const;
export type InsightEvent = (typeof INSIGHT_EVENTS)[number];

/** Where the browser sends actions. */
export const EVENTS_ENDPOINT = "/api/v1/events";

/** The largest beacon body the server reads, in bytes. */
export const MAX_BEACON_BYTES = 1024;
