import type { CategorySlug } from "./categories";

export const PACKAGE_STATUSES = ["Draft", "Active", "Paused", "Expired"] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

/** Chip colours of spec section 4. */
export const STATUS_CHIP: Record<PackageStatus, { colour: string; background: string; foreground: string }> = {
  Active: { colour: "green", background: "#dcfce7", foreground: "#166534" },
  Draft: { colour: "yellow", background: "#fef9c3", foreground: "#854d0e" },
  Paused: { colour: "blue", background: "#dbeafe", foreground: "#1e40af" },
  Expired: { colour: "red", background: "#fee2e2", foreground: "#991b1b" },
};

export const CURRENCIES = ["INR", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_SYMBOL: Record<Currency, string> = { INR: "₹", USD: "$" };

export const CUSTOMIZATION_GROUPS = ["Days", "Accommodations", "Places", "Transportation", "Activities", "Food", "Others"] as const;
export type CustomizationGroup = (typeof CUSTOMIZATION_GROUPS)[number];

export interface CustomizationOption {
  name: string;
  /** Signed price delta in minor units (paise / cents). */
  price: number;
}
export type CustomizationOptions = Partial<Record<CustomizationGroup, CustomizationOption[]>>;

export const GALLERY_MAX = 4;
export const DEFAULT_DURATION_DAYS = 1;
export const DEFAULT_DURATION_NIGHTS = 0;
export const DEFAULT_MIN_GROUP = 1;
export const DEFAULT_MAX_GROUP = 10;

/**
 * A package as the app sees it. Money is in integer minor units (paise / cents);
 * date-only fields are 'YYYY-MM-DD' strings; timestamps are ISO strings.
 */
export interface TravelPackage {
  id: string;
  title: string;
  packageCode: string;
  providerName: string;
  meshId: string;
  location: string;
  googleReviewScreenshot: string | null;
  startingLocation: string;
  destinations: string;
  durationDays: number;
  durationNights: number;
  categories: CategorySlug[];
  currency: Currency;
  originalPriceAdult: number;
  originalPriceChild: number | null;
  hasOffer: boolean;
  offerPriceAdult: number | null;
  offerPriceChild: number | null;
  offerPercentage: number;
  bannerImage: string | null;
  galleryImages: string[];
  pdfFile: string | null;
  minGroupSize: number;
  maxGroupSize: number;
  description: string;
  highlights: string[];
  status: PackageStatus;
  createdAt: string;
  updatedAt: string;
  endDate: string | null;
  bookingOpeningDate: string | null;
  bookingClosingDate: string | null;
  mainPlaces: string[];
  attractions: string[];
  customizationOptions: CustomizationOptions;
}
