import { allCategoryCards, type CategoryFromPrices } from "../../domain/categories";
import { todayIn } from "../../domain/dates";
import { loadCategoryFromPrices } from "../features/catalogue/category-prices.server";
import { CategoryCardGrid } from "../components/category-card";
import { SectionIntro } from "../components/page-sections";
import { messagesMeta } from "../components/page-meta";
import type { Route } from "./+types/categories";
import { useIntl } from "react-intl";
import { categoriesCopy } from "../i18n/copy/categories";
import { pageMessages } from "../i18n/page-context.server";

export const meta: Route.MetaFunction = (args) => messagesMeta(args, categoriesCopy.heading, categoriesCopy.metaDescription);

/** Real "From" prices from bookable packages; the spec's fixed prices only when the read fails or a category is empty. */

/** This page's own message namespaces, sent by its loader beside the root's (ADR 058). */
const OWN_MESSAGES = ["categories", "category", "contact"] as const;
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, logger } = context.services;
  try {
    return {
      fromPrices: await loadCategoryFromPrices(context.services, todayIn(config.timeZone)),
      messages: pageMessages(request, context, OWN_MESSAGES),
    };
  } catch (error) {
    if (error instanceof Response) throw error; // the catalogue's 503 outage answer (ADR 023)
    logger.error({ err: error }, "category prices read failed");
    return { fromPrices: {} as CategoryFromPrices, messages: pageMessages(request, context, OWN_MESSAGES) };
  }
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const t = useIntl().formatMessage;
  const cards = allCategoryCards(loaderData.fromPrices);
  return (
    <div className="bg-slate-50">
      <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <SectionIntro id="categories-heading" level={1} title={t(categoriesCopy.heading)} intro={t(categoriesCopy.intro)} />
        <CategoryCardGrid cards={cards} headingLevel={2} wide />
      </section>
    </div>
  );
}
