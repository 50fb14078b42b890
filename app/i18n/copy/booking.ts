import { copyOf } from "../copy-of";

/** Booking texts: the `booking.*` messages of app/i18n/messages/en.json, the English source, and its translations (ADR 042). */
export const bookingCopy = copyOf("booking");
