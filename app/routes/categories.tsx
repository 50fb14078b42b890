import { allCategoryCards, type CategoryFromPrices } from "../../domain/categories";
import { todayIn } from "../../domain/dates";
import { loadCategoryFromPrices } from "../features/catalogue/category-prices.server";
import { CategoryCard } from "../components/category-card";
import { pageMeta } from "../components/page-meta";
import type { Route } from "./+types/categories";
import { useIntl } from "react-intl";
import { categoriesCopy } from "../i18n/copy/categories";
import { metaIntl } from "../i18n/meta-intl";

export const meta: Route.MetaFunction = (args) => {
  const intl = metaIntl(args.matches);
  return pageMeta(args, {
    title: intl.formatMessage(categoriesCopy.heading),
    description: intl.formatMessage(categoriesCopy.metaDescription),
  });
};

/** Real "From" prices from bookable packages; the spec's fixed prices only when the read fails or a category is empty. */
export async function loader({ context }: Route.LoaderArgs) {
  const { config, logger } = context.services;
  try {
    return { fromPrices: await loadCategoryFromPrices(context.services, todayIn(config.timeZone)) };
  } catch (error) {
    if (error instanceof Response) throw error; // the catalogue's 503 outage answer (ADR 023)
    logger.error({ err: error }, "category prices read failed");
    return { fromPrices: {} as CategoryFromPrices };
  }
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const t = useIntl().formatMessage;
  const cards = allCategoryCards(loaderData.fromPrices);
  return (
    <div className="bg-slate-50">
      <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <div className="text-center">
          <h1 id="categories-heading" className="text-3xl font-extrabold text-slate-900 sm:text-4xl">
            {t(categoriesCopy.heading)}
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-slate-600">{t(categoriesCopy.intro)}</p>
        </div>
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-5">
          {cards.map((card) => (
            <li key={card.slug}>
              <CategoryCard card={card} headingLevel={2} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
