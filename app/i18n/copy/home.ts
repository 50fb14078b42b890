import { copyOf } from "../copy-of";

/** Home page texts: the `home.*` messages of app/i18n/messages/en.json, the English source, and its translations (ADR 042). */
export const homeCopy = copyOf("home");
