import { copyOf } from "../copy-of";

/** Listing texts: the `listing.*` messages of app/i18n/messages/en.json, the English source, and its translations (ADR 042). */
export const listingCopy = copyOf("listing");
