import { copyOf } from "../copy-of";

/** Favourites page texts: the `favorites.*` messages of app/i18n/messages/en.json, the English source, and its translations (ADR 042). */
export const favoritesCopy = copyOf("favorites");
