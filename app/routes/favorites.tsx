import { messagesMeta } from "../components/page-meta";
import { CompareToggle } from "../features/compare/compare-toggle";
import { CompareTray } from "../features/compare/compare-tray";
import { FavoriteCard } from "../features/favorites/favorite-card";
import { favoriteTitle, useFavorites } from "../features/favorites/favorites-store";
import { usePageLanguage } from "../i18n/page-locale";
import type { Route } from "./+types/favorites";
import { BrowserList } from "../components/empty-state";
import { useIntl } from "react-intl";
import { favoritesCopy } from "../i18n/copy/favorites";
import { siteCopy } from "../i18n/copy/site";
import { pageMessages } from "../i18n/page-context.server";

export const meta: Route.MetaFunction = (args) =>
  messagesMeta(args, siteCopy.navFavorites, favoritesCopy.metaDescription, { noindex: true });

/** This page's own message namespaces, sent by its loader beside the root's (ADR 058). */
const OWN_MESSAGES = ["favorites"] as const;

export function loader({ request, context }: Route.LoaderArgs) {
  return { messages: pageMessages(request, context, OWN_MESSAGES) };
}

export default function Page() {
  // null on the server and while hydrating: favourites live only in this browser.
  const t = useIntl().formatMessage;
  const favorites = useFavorites();
  const language = usePageLanguage();
  return (
    <section className="mx-auto max-w-7xl px-4 pb-28 pt-8">
      <h1 className="text-3xl font-bold text-slate-900">{t(favoritesCopy.heading)}</h1>
      <BrowserList
        items={favorites}
        loading={t(favoritesCopy.loading)}
        empty={{ title: t(favoritesCopy.emptyTitle), detail: t(favoritesCopy.emptyDetail), browseLink: true }}
      >
        {(favorites) => (
          <>
            <p className="mt-1 text-slate-600">{t(favoritesCopy.count, { count: favorites.length })}</p>
            <ul aria-label={t(favoritesCopy.listLabel)} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {favorites.map((f, i) => (
                <li key={f.id}>
                  <FavoriteCard favorite={f} eager={i < 2} compare={<CompareToggle id={f.id} title={favoriteTitle(f, language).title} />} />
                </li>
              ))}
            </ul>
          </>
        )}
      </BrowserList>
      <CompareTray />
    </section>
  );
}
