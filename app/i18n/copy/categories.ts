import { copyOf } from "../copy-of";

/** All-categories page texts: the `categories.*` messages of app/i18n/messages/en.json, the English source, and its translations (ADR 042). */
export const categoriesCopy = copyOf("categories");
