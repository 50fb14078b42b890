import { copyOf } from "../copy-of";

/** Compare page texts: the `compare.*` messages of app/i18n/messages/en.json, the English source, and its translations (ADR 042). */
export const compareCopy = copyOf("compare");
