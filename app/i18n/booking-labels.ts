import type { MessageDescriptor } from "react-intl";
import type { AddOnKey, BookingMode, Gender, MissingItem } from "../../domain/booking";
import type { CustomizationGroup } from "../../domain/package";
import { bookingCopy } from "./copy/booking";

export { bookingCopy };

/** Add-on labels of domain/booking's ADD_ON_LABELS, in the page language. */
export const ADD_ON_COPY: Record<AddOnKey, MessageDescriptor> = {
  airportPickup: bookingCopy.addOnAirportPickup,
  localGuide: bookingCopy.addOnLocalGuide,
  activities: bookingCopy.addOnActivities,
  others: bookingCopy.addOnOthers,
};

/** The form shows these; the value (and the WhatsApp message) stays the English word. */
export const GENDER_COPY: Record<Gender, MessageDescriptor> = {
  Male: bookingCopy.genderMale,
  Female: bookingCopy.genderFemale,
  Other: bookingCopy.genderOther,
};

/** A customization group's name ("Accommodations") in the page language. */
export function customizationGroupMessage(group: CustomizationGroup): [MessageDescriptor, { group: string }] {
  return [bookingCopy.customizationGroup, { group }];
}

/**
 * The label of a field the form still needs (domain/booking's missingBeforeSubmit), as the form
 * shows it: the booking asks for the name as per ID, and the travel date of a package with fixed
 * departures is its departure. The terms are no field: the form's messages name them apart.
 */
export function missingFieldCopy(item: Exclude<MissingItem, "termsAccepted">, mode: BookingMode): MessageDescriptor {
  switch (item) {
    case "fullName":
      return mode === "book" ? bookingCopy.fullNameAsId : bookingCopy.fullName;
    case "travelDate":
      return bookingCopy.departureLegend;
    default:
      return bookingCopy[item];
  }
}
