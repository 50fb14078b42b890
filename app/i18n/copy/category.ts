import { copyOf } from "../copy-of";

/** Category labels and subtitles (`${slug}.label`, `${slug}.subtitle`): the `category.*` messages of app/i18n/messages/en.json, the English source, and its translations (ADR 042). */
export const categoryCopy = copyOf("category");
