import { copyOf } from "../copy-of";

/** Destination pages and the map: the `destination.*` messages of app/i18n/messages/en.json, the English source, and its translations (ADR 042). */
export const destinationCopy = copyOf("destination");
