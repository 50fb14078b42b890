import { emptyBookingForm, type BookingFormState } from "../booking";

/** A booking form with every field the book mode requires filled in; override what the case is about. */
export function completeBookingForm(over: Partial<BookingFormState> = {}): BookingFormState {
  return {
    ...emptyBookingForm(),
    fullName: "Asha Menon",
    dateOfBirth: "1990-04-12",
    gender: "Female",
    nationality: "Indian",
    email: "asha@example.com",
    phone: "+91 98470 12345",
    travelInsurance: "no",
    termsAccepted: true,
    ...over,
  };
}
