import { copyOf } from "../copy-of";

/** About page texts: the `about.*` messages of app/i18n/messages/en.json, the English source, and its translations (ADR 042). */
export const aboutCopy = copyOf("about");
