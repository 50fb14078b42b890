import { PackageCard, type CardPackage } from "../features/catalogue/package-card";
import { CompareToggle } from "../features/compare/compare-toggle";
import { FavoriteButton } from "../features/favorites/favorite-button";
import { favoriteSnapshot } from "../features/favorites/favorites-store";

/**
 * A package card with its favourite heart and, where the page has a compare tray, its compare
 * toggle: the composition of three features (ADR 016), shared by the listing, provider and home
 * routes. Not a route itself (routes.ts lists the routes).
 */
export function ListedPackageCard({ pkg, eager = false, compare = true }: { pkg: CardPackage; eager?: boolean; compare?: boolean }) {
  return (
    <PackageCard
      pkg={pkg}
      eager={eager}
      // The favourite keeps the original title and its translations, not the card's page-language one.
      favorite={<FavoriteButton snapshot={favoriteSnapshot({ ...pkg, ...pkg.titles })} />}
      compare={compare ? <CompareToggle id={pkg.id} title={pkg.title} /> : undefined}
    />
  );
}
