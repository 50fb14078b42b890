import { MY_BOOKINGS_KEY, parseSavedBooking, rememberBooking, type SavedBooking } from "../../../domain/booking-history";
import { createLocalListStore } from "../../components/local-list-store";

/** "My bookings": the last references sent from this browser (domain/booking-history.ts, ADR 038). */
const store = createLocalListStore(MY_BOOKINGS_KEY, parseSavedBooking);

/** The saved references, newest first; `null` during server render and hydration. */
export const useMyBookings = store.useList;

export function saveMyBooking(entry: SavedBooking): void {
  store.write(rememberBooking(store.read(), entry));
}
