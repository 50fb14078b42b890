import { categoryFromPrices, type CategoryFromPrices } from "../../../domain/categories";
import type { Services } from "../../../server/services";

/** Each category's real "From" price today (domain/categories.ts says how; ADR 039). */
export async function loadCategoryFromPrices(services: Services, today: string): Promise<CategoryFromPrices> {
  const [lowest, rates] = await Promise.all([services.catalogue.categoryFromPrices(today), services.exchangeRates.current()]);
  return categoryFromPrices(lowest, rates);
}
