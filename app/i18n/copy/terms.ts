import { copyOf } from "../copy-of";

/** Terms & Conditions page texts: the `terms.*` messages of app/i18n/messages/en.json, the English source, and its translations (ADR 042). */
export const termsCopy = copyOf("terms");
