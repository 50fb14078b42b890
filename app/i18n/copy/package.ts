import { copyOf } from "../copy-of";

/** Package page texts: the `package.*` messages of app/i18n/messages/en.json, the English source, and its translations (ADR 042). */
export const packageCopy = copyOf("package");
