import type { MessageDescriptor } from "react-intl";
import type { DistrictSlug } from "../../../domain/districts";
import { copyOf } from "../copy-of";

/** District names (domain/districts.ts) in the page language: `district.*` of app/i18n/messages/en.json (ADR 042). */
export const districtCopy: { readonly [K in DistrictSlug]: MessageDescriptor } = copyOf("district");
