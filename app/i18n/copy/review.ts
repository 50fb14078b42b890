import { copyOf } from "../copy-of";

/** Review texts: the `review.*` messages of app/i18n/messages/en.json, the English source, and its translations (ADR 042). */
export const reviewCopy = copyOf("review");
