/** An itinerary day with only its title written: for the cases about which days there are, in which order. */
export function titledDay(title: string) {
  return { title, description: "", overnight: "", meals: [] };
}

/**
 * A language's translation with only its days' titles written, one a day in the original's order
 * (an empty title: that day not translated).
 */
export function translatedDays(...titles: string[]) {
  return { title: "", description: "", itinerary: titles.map((title) => ({ title, description: "" })) };
}
