import { useEffect, useRef } from "react";
import { Link, data, useNavigation } from "react-router";
import { todayIn } from "../../domain/dates";
import { emptyListingQuery, ListingQueryError, parseListingQuery, type ListingQuery } from "../../domain/listing-query";
import { pageMeta } from "../components/page-meta";
import { CompareTray } from "../features/compare/compare-tray";
import { ListingFilters } from "../features/catalogue/listing-filters";
import { listingHref, PATHS } from "../paths";
import { loadDestinationOptions, loadListing, type DestinationOption } from "../features/catalogue/listing-loader.server";
import { useIntl } from "react-intl";
import { splitLanguagePath } from "../../domain/site-language";
import { RatesNote } from "../i18n/approx-price";
import { listingCopy } from "../i18n/copy/listing";
import { useLocalizedPath } from "../i18n/localized-path";
import { metaIntl } from "../i18n/meta-intl";
import { pageMessages, requestLanguage } from "../i18n/page-context.server";
import { ListedPackageCard } from "./listed-package-card";
import type { Route } from "./+types/packages";
import { EmptyState } from "../components/empty-state";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: metaIntl(args.matches).formatMessage(listingCopy.metaTitle),
    description: metaIntl(args.matches).formatMessage(listingCopy.metaDescription),
  });
}

/** This page's own message namespaces, sent by its loader beside the root's (ADR 058). */
const OWN_MESSAGES = ["category", "district", "listing", "package", "review"] as const;
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseListingQuery(new URL(request.url).searchParams);
  let query = parsed.ok ? parsed.query : emptyListingQuery();
  // What of the link could not be used, said to the traveller in the page's language (the API's
  // English reasons name parameters and endpoints): a place we do not list, or other filters.
  let badLink: { place: string } | "filters" | null = parsed.ok ? null : "filters";
  let listing: Awaited<ReturnType<typeof loadListing>>;
  const language = requestLanguage(request);
  const load = () => loadListing(context.services, query, todayIn(context.services.config.timeZone), language);
  // The filter's options are read beside the listing (they do not depend on its result; an
  // unknown destination is kept as chosen either way, and names no place), settled here so a
  // failed listing never leaves their read unobserved.
  const destinationsRead = loadDestinationOptions(context.services, language, query.destination).then(
    (options) => ({ options }),
    (failure: unknown) => ({ failure }),
  );
  try {
    try {
      listing = await load();
    } catch (failure) {
      // A destination naming no place: say so, and list everything (as a malformed link does).
      if (!(failure instanceof ListingQueryError)) throw failure;
      badLink = query.destination ? { place: query.destination } : "filters";
      query = emptyListingQuery();
      listing = await load();
    }
  } catch (error) {
    if (error instanceof Response) throw error; // the catalogue's 503 outage answer (ADR 023): never an empty or missing result
    // Any other failed listing read is logged and the list shows empty: the page itself still renders.
    context.services.logger.error({ err: error }, "package listing read failed");
    listing = { items: [], matched: 0, total: 0, hasMore: false, capped: false, similar: false };
  }
  const read = await destinationsRead;
  let destinations: DestinationOption[] = [];
  if ("options" in read) destinations = read.options;
  else {
    if (read.failure instanceof Response) throw read.failure;
    context.services.logger.error({ err: read.failure }, "destination options read failed");
  }
  return data(
    { ...listing, query, badLink, destinations, messages: pageMessages(request, context, OWN_MESSAGES) },
    { status: badLink ? 400 : 200 },
  );
}

/** While a navigation to another listing URL is pending, controls show where it is going. */
function usePendingQuery(current: ListingQuery): { query: ListingQuery; loading: boolean } {
  const navigation = useNavigation();
  if (navigation.state === "loading" && splitLanguagePath(navigation.location.pathname).path === PATHS.packages) {
    const parsed = parseListingQuery(new URLSearchParams(navigation.location.search));
    if (parsed.ok) return { query: parsed.query, loading: true };
  }
  return { query: current, loading: false };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { items, matched, total, query, badLink, hasMore, capped, similar, destinations } = loaderData;
  const pending = usePendingQuery(query);
  const loadingMore = pending.loading && pending.query.page > query.page && sameFilters(pending.query, query);
  const firstNew = useFirstNewCardFocus(items.length, query);
  const t = useIntl().formatMessage;
  const localized = useLocalizedPath();

  return (
    <section className="mx-auto max-w-7xl px-4 pb-28 pt-8">
      <h1 className="text-3xl font-bold text-slate-900">{t(listingCopy.heading)}</h1>
      <p className="mt-1 text-slate-600">{t(listingCopy.subheading)}</p>

      <div className="mt-6">
        <ListingFilters query={pending.query} matched={matched} total={total} destinations={destinations} />
      </div>
      <RatesNote className="mt-2 text-xs text-slate-600" />

      {badLink ? (
        <p role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {/* The link's words, isolated: a Latin slug keeps its own direction on an Arabic page. */}
          {badLink === "filters" ? t(listingCopy.badLink) : t(listingCopy.unknownPlace, { place: <bdi key="place">{badLink.place}</bdi> })}
        </p>
      ) : null}

      {similar && query.search ? (
        <p className="mt-4 text-sm text-slate-700">{t(listingCopy.closeMatches, { search: query.search })}</p>
      ) : null}

      <div aria-live="polite" className="mt-4 min-h-6 text-sm font-medium text-brand-700">
        {pending.loading && !loadingMore ? t(listingCopy.loading) : null}
      </div>

      {items.length === 0 ? (
        pending.loading ? null : (
          <EmptyState className="mt-10" title={t(listingCopy.emptyTitle)} detail={t(listingCopy.emptyDetail)} />
        )
      ) : (
        <ul
          aria-label={t(listingCopy.packagesList)}
          aria-busy={pending.loading}
          className={`mt-2 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${pending.loading && !loadingMore ? "opacity-60" : ""}`}
        >
          {items.map((pkg, i) => (
            <li key={pkg.id} ref={i === firstNew ? focusTarget : undefined}>
              <ListedPackageCard pkg={pkg} eager={i === 0} />
            </li>
          ))}
        </ul>
      )}

      {hasMore ? (
        <div className="mt-8 flex justify-center">
          <Link
            to={localized(listingHref({ ...query, page: query.page + 1 }))}
            preventScrollReset
            replace
            aria-disabled={loadingMore || undefined}
            className="rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t(loadingMore ? listingCopy.loading : listingCopy.loadMore)}
          </Link>
        </div>
      ) : capped ? (
        <p className="mt-8 text-center text-sm text-slate-600">{t(listingCopy.narrow)}</p>
      ) : null}

      <CompareTray />
    </section>
  );
}

function sameFilters(a: ListingQuery, b: ListingQuery) {
  return listingHref({ ...a, page: 1 }) === listingHref({ ...b, page: 1 });
}

/** After 'Load more', keyboard focus moves to the first new card's link. */
function focusTarget(li: HTMLLIElement | null) {
  if (li && li.dataset.focused !== "1") {
    li.dataset.focused = "1";
    li.querySelector<HTMLAnchorElement>("h2 a")?.focus({ preventScroll: true });
  }
}

function useFirstNewCardFocus(count: number, query: ListingQuery): number {
  const previous = useRef<{ count: number; key: string } | null>(null);
  const key = listingHref({ ...query, page: 1 });
  const prev = previous.current;
  const first = prev && prev.key === key && count > prev.count ? prev.count : -1;
  useEffect(() => {
    previous.current = { count, key };
  }, [count, key]);
  return first;
}
