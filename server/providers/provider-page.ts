import type { TravelPackage } from "../../domain/package";
import type { Provider } from "../../domain/providers";
import type { Rating } from "../../domain/reviews";
import type { Services } from "../services";

export interface ProviderPage {
  provider: Provider;
  items: TravelPackage[];
  rating: Rating | null;
}

/** What /provider/{slug} and GET /api/v1/providers/{slug} show; null for unknown or suspended providers. */
export async function providerPage(
  { providers, catalogue }: Pick<Services, "providers" | "catalogue">,
  slug: string,
): Promise<ProviderPage | null> {
  if (slug.length > 80) return null;
  const provider = await providers.getPublicBySlug(slug);
  if (!provider) return null;
  const { items, rating } = await catalogue.byProvider(provider.id);
  return { provider, items, rating };
}
