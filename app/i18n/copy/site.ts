import { copyOf } from "../copy-of";

/** Texts of the whole site (header, footer, cards, error pages): the `site.*` messages of app/i18n/messages/en.json, the English source, and its translations (ADR 042). */
export const siteCopy = copyOf("site");
