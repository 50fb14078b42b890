import { copyOf } from "../copy-of";

/** The Insight screens' texts (the admin's and the partner portal's): the `insight.*` messages of app/i18n/messages/en.json and their translations. */
export const insightCopy = copyOf("insight");
