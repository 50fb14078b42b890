import { copyOf } from "../copy-of";

/** Contact page texts: the `contact.*` messages of app/i18n/messages/en.json, the English source, and its translations (ADR 042). */
export const contactCopy = copyOf("contact");
