import { copyOf } from "../copy-of";

/** Last-minute deals page texts: the `deals.*` messages of app/i18n/messages/en.json, the English source, and its translations (ADR 042). */
export const dealsCopy = copyOf("deals");
