import { useNavigation } from "react-router";
import { todayIn } from "../../domain/dates";
import type { TravelPackage } from "../../domain/package";
import { pageMeta } from "../components/page-meta";
import { DealCard, type DealPackage } from "../features/catalogue/deal-card";
import { toCardPackage } from "../features/catalogue/listing-loader.server";
import { pageMessages, requestLanguage } from "../i18n/page-context.server";
import type { Route } from "./+types/last-minute-deals";
import { EmptyState } from "../components/empty-state";
import { PATHS } from "../paths";
import { ADVANCE_PERCENT } from "../../domain/money";
import { useIntl } from "react-intl";
import { categoryCopy } from "../i18n/copy/category";
import { dealsCopy } from "../i18n/copy/deals";
import { metaIntl } from "../i18n/meta-intl";
import { splitLanguagePath } from "../../domain/site-language";

export function meta(args: Route.MetaArgs) {
  const intl = metaIntl(args.matches);
  return pageMeta(args, {
    title: intl.formatMessage(categoryCopy["last-minute-deals.label"]),
    description: intl.formatMessage(dealsCopy.metaDescription, { percent: ADVANCE_PERCENT }),
  });
}

/** This page's own message namespaces, sent by its loader beside the root's (ADR 058). */
const OWN_MESSAGES = ["category", "deals", "district", "listing", "package"] as const;
export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalogue, config, logger } = context.services;
  const today = todayIn(config.timeZone);
  let deals: DealPackage[] = [];
  try {
    const found: TravelPackage[] = await catalogue.lastMinute();
    // Deals still running first; ended offers (booking may still be open) after them.
    const ended = (p: TravelPackage) => (p.endDate !== null && p.endDate < today ? 1 : 0);
    deals = [...found]
      .sort((a, b) => ended(a) - ended(b))
      .map((p) => ({
        ...toCardPackage(p, today, requestLanguage(request)),
        endDate: p.endDate,
        minGroupSize: p.minGroupSize,
        maxGroupSize: p.maxGroupSize,
      }));
  } catch (error) {
    if (error instanceof Response) throw error; // the catalogue's 503 outage answer (ADR 023): never an empty or missing result
    // Any other failed read is logged and the list shows empty: the page itself still renders.
    logger.error({ err: error }, "last-minute deals read failed");
  }
  return { deals, today, messages: pageMessages(request, context, OWN_MESSAGES) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { deals, today } = loaderData;
  const t = useIntl().formatMessage;
  const navigation = useNavigation();
  // A navigation to this page in any language (/ml/last-minute-deals too): compared without its prefix.
  const loading = navigation.state === "loading" && splitLanguagePath(navigation.location.pathname).path === PATHS.lastMinuteDeals;
  return (
    <section className="mx-auto max-w-7xl px-4 pb-16 pt-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-rose-700">{t(categoryCopy["last-minute-deals.label"])}</p>
      <h1 className="text-3xl font-bold text-slate-900">{t(dealsCopy.heading)}</h1>
      <p className="mt-1 text-slate-600">{t(dealsCopy.intro)}</p>
      <div aria-live="polite" className="mt-4 min-h-6 text-sm font-medium text-brand-700">
        {loading ? t(dealsCopy.loading) : null}
      </div>
      {deals.length === 0 ? (
        <EmptyState className="mt-6" title={t(dealsCopy.emptyTitle)} detail={t(dealsCopy.emptyDetail)} />
      ) : (
        <ul aria-label={t(dealsCopy.listLabel)} className="mt-2 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {deals.map((pkg, i) => (
            <li key={pkg.id}>
              <DealCard pkg={pkg} today={today} eager={i < 2} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
