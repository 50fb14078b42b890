import { copyOf } from "../copy-of";

/** Provider page texts: the `provider.*` messages of app/i18n/messages/en.json, the English source, and its translations (ADR 042). */
export const providerCopy = copyOf("provider");
