/** The closed lists a package's fields take their values from: one definition for schema, forms and checks. */
export const PACKAGE_STATUSES = ["Draft", "Active", "Paused", "Expired", "Archived"] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

export const CURRENCIES = ["INR", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CUSTOMIZATION_GROUPS = ["Days", "Accommodations", "Places", "Transportation", "Activities", "Food", "Others"] as const;
export type CustomizationGroup = (typeof CUSTOMIZATION_GROUPS)[number];
