import type { MessageDescriptor } from "react-intl";
import type { AddOnKey, Gender } from "../../domain/booking";
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
