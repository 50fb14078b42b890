import { pageMeta } from "../components/page-meta";
import { CompareToggle } from "../features/compare/compare-toggle";
import { CompareTray } from "../features/compare/compare-tray";
import { FavoriteCard } from "../features/favorites/favorite-card";
import { useFavorites } from "../features/favorites/favorites-store";
import type { Route } from "./+types/favorites";
import { EmptyState } from "../components/empty-state";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Favourites", description: "Packages you saved in this browser.", noindex: true });
}

export default function Page() {
  // null on the server and while hydrating: favourites live only in this browser.
  const favorites = useFavorites();
  return (
    <section className="mx-auto max-w-7xl px-4 pb-28 pt-8">
      <h1 className="text-3xl font-bold text-slate-900">My Favourite Packages</h1>
      {favorites === null ? (
        <p role="status" className="mt-6 text-slate-600">
          Loading favourites...
        </p>
      ) : favorites.length === 0 ? (
        <EmptyState title="No Favourite Packages" detail="Tap the heart on any package to save it here." browseLink />
      ) : (
        <>
          <p className="mt-1 text-slate-600">
            {favorites.length} saved {favorites.length === 1 ? "package" : "packages"}
          </p>
          <ul aria-label="Favourite packages" className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {favorites.map((f, i) => (
              <li key={f.id}>
                <FavoriteCard favorite={f} eager={i < 2} compare={<CompareToggle id={f.id} title={f.title} />} />
              </li>
            ))}
          </ul>
        </>
      )}
      <CompareTray />
    </section>
  );
}
