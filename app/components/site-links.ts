import { bookingCopy } from "../i18n/copy/booking";
import { siteCopy } from "../i18n/copy/site";
import { PATHS } from "../paths";
import { assetUrl } from "../../domain/asset-url";

/** The site's logo in the header and footer: under public/assets, so its URL is hashed and kept a year (ADR 045). */
export const LOGO_URL = assetUrl("/assets/brand/logo.svg");

/** Each page link of the site with its name, once; the header and the footer choose from them. */
const LINK = {
  home: { to: PATHS.home, message: siteCopy.navHome },
  packages: { to: PATHS.packages, message: siteCopy.navPackages },
  lastMinute: { to: PATHS.lastMinuteDeals, message: siteCopy.navLastMinute },
  about: { to: PATHS.about, message: siteCopy.navAbout },
  contact: { to: PATHS.contact, message: siteCopy.navContact },
  favorites: { to: PATHS.favorites, message: siteCopy.navFavorites },
  myBookings: { to: PATHS.myBookings, message: bookingCopy.myBookingsTitle },
  terms: { to: PATHS.terms, message: siteCopy.navTerms },
  partner: { to: PATHS.partner, message: siteCopy.footerForProviders },
} as const;

export const NAV_LINKS = [LINK.home, LINK.packages, LINK.lastMinute, LINK.about, LINK.contact] as const;

export const FOOTER_LINKS = [
  LINK.home,
  LINK.packages,
  LINK.about,
  LINK.contact,
  LINK.favorites,
  LINK.myBookings,
  LINK.terms,
  LINK.partner,
] as const;
