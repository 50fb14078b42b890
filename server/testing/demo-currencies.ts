/**
 * The currencies the demo's exchange rates let a traveller pick, in the picker's order, written out
 * once for the tests that expect them (the demo seed's rates and the home page's picker): a test
 * compares against this list, never against the product's own currency list, so a currency dropped
 * from the product fails them.
 */
export const DEMO_PICKER_CURRENCIES = ["INR", "AED", "USD", "SAR", "QAR", "OMR", "KWD", "BHD", "GBP", "EUR"];
