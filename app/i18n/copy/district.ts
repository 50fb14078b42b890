import { defineMessages, type MessageDescriptor } from "react-intl";
import type { DistrictSlug } from "../../../domain/districts";

const messages = defineMessages({
  thiruvananthapuram: { id: "district.thiruvananthapuram", defaultMessage: "Thiruvananthapuram" },
  kollam: { id: "district.kollam", defaultMessage: "Kollam" },
  pathanamthitta: { id: "district.pathanamthitta", defaultMessage: "Pathanamthitta" },
  alappuzha: { id: "district.alappuzha", defaultMessage: "Alappuzha" },
  kottayam: { id: "district.kottayam", defaultMessage: "Kottayam" },
  idukki: { id: "district.idukki", defaultMessage: "Idukki" },
  ernakulam: { id: "district.ernakulam", defaultMessage: "Ernakulam" },
  thrissur: { id: "district.thrissur", defaultMessage: "Thrissur" },
  palakkad: { id: "district.palakkad", defaultMessage: "Palakkad" },
  malappuram: { id: "district.malappuram", defaultMessage: "Malappuram" },
  kozhikode: { id: "district.kozhikode", defaultMessage: "Kozhikode" },
  wayanad: { id: "district.wayanad", defaultMessage: "Wayanad" },
  kannur: { id: "district.kannur", defaultMessage: "Kannur" },
  kasaragod: { id: "district.kasaragod", defaultMessage: "Kasaragod" },
  "outside-kerala": { id: "district.outside-kerala", defaultMessage: "Outside Kerala" },
});

/** District names (domain/districts.ts) in the page language; English is the domain's name. */
export const districtCopy: { readonly [K in DistrictSlug]: MessageDescriptor } = messages;
