import { copyOf } from "../copy-of";

/** The partner portal's texts: the `partner.*` messages of app/i18n/messages/en.json and their translations. */
export const partnerCopy = copyOf("partner");
