import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { TravelPackage } from "../../domain/package";
import { pageMeta } from "../components/page-meta";
import { parseCompareIds } from "../features/compare/compare-ids";
import { compareHref, PATHS } from "../paths";
import { COMPARE_MAX, replaceCompareList, useCompareList } from "../features/compare/compare-store";
import { CompareTable } from "../features/compare/compare-table";
import { useRootData } from "../components/root-data";
import { Button } from "../components/ui/button";
import type { Route } from "./+types/compare";
import { EmptyState } from "../components/empty-state";
import { useIntl } from "react-intl";
import { compareCopy } from "../i18n/copy/compare";
import { packageCopy } from "../i18n/copy/package";
import { useLocalizedPath } from "../i18n/localized-path";
import { metaIntl } from "../i18n/meta-intl";
import { pageMessages } from "../i18n/page-context.server";
import { withoutTrackingParams } from "../../domain/tracking-params";
import { splitLanguagePath } from "../../domain/site-language";
import { localizedTitle } from "../../domain/package-translations";

export function meta(args: Route.MetaArgs) {
  // The titles as the table shows them: the page language's where translated.
  const { language, path } = splitLanguagePath(args.location.pathname);
  const titles = args.loaderData?.packages.map((p) => localizedTitle(p, language).title) ?? [];
  const intl = metaIntl(args.matches);
  return pageMeta(args, {
    title: intl.formatMessage(compareCopy.metaTitle),
    description: titles.length
      ? intl.formatMessage(compareCopy.metaDescriptionWith, { titles: intl.formatList(titles, { type: "conjunction" }) })
      : intl.formatMessage(compareCopy.metaDescription, { max: COMPARE_MAX }),
    // The path without its language prefix: pageMeta puts each language's own prefix in front.
    path: path + withoutTrackingParams(args.location.search),
  });
}

/** This page's own message namespaces, sent by its loader beside the root's (ADR 058). */
const OWN_MESSAGES = ["category", "compare", "district", "listing", "package", "review"] as const;
export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalogue, logger } = context.services;
  const { ids, dropped } = parseCompareIds(new URL(request.url).searchParams.get("ids"));
  let packages: TravelPackage[] = [];
  let failed = false;
  if (ids.length > 0) {
    try {
      packages = await catalogue.getMany(ids);
    } catch (error) {
      if (error instanceof Response) throw error; // the catalogue's 503 outage answer (ADR 023): never an empty or missing result
      logger.error({ err: error, ids }, "compare read failed");
      failed = true;
    }
  }
  const byId = new Map(packages.map((p) => [p.id, p]));
  const ordered = ids.map((id) => byId.get(id)).filter((p): p is TravelPackage => !!p);
  return {
    requested: ids,
    packages: ordered,
    missing: failed ? 0 : ids.length - ordered.length,
    dropped,
    failed,
    messages: pageMessages(request, context, OWN_MESSAGES),
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { requested, packages, missing, dropped, failed } = loaderData;
  const t = useIntl().formatMessage;
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const root = useRootData();
  const stored = useCompareList();
  const [copied, setCopied] = useState("");
  const synced = useRef(false);
  const ids = packages.map((p) => p.id);

  // The URL decides what is compared: a bare /compare shows this browser's choice, and a shared
  // link becomes this browser's choice.
  useEffect(() => {
    if (stored === null || synced.current) return;
    synced.current = true;
    if (requested.length === 0 && stored.length > 0) {
      navigate(localized(compareHref(stored.map((e) => e.id))), { replace: true });
    } else if (requested.length > 0) {
      replaceCompareList(packages.map((p) => ({ id: p.id, title: p.title })));
    }
  }, [stored, requested, packages, navigate, localized]);

  function remove(id: string) {
    const next = packages.filter((p) => p.id !== id);
    replaceCompareList(next.map((p) => ({ id: p.id, title: p.title })));
    navigate(localized(compareHref(next.map((p) => p.id))), { replace: true, preventScrollReset: true });
  }

  async function copyLink() {
    const url = `${root?.origin ?? window.location.origin}${localized(compareHref(ids))}`;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(t(packageCopy.linkCopied));
    } catch {
      setCopied(t(compareCopy.copyThisLink, { url }));
    }
  }

  return (
    <section className="mx-auto max-w-7xl px-4 pb-16 pt-8">
      <h1 className="text-3xl font-bold text-slate-900">{t(compareCopy.heading)}</h1>
      <p className="mt-1 text-slate-600">{t(compareCopy.intro, { max: COMPARE_MAX })}</p>

      {failed ? (
        <p role="alert" className="mt-4 rounded-lg border border-rose-200 bg-rose-50 p-3 text-sm text-rose-800">
          {t(compareCopy.failed)}
        </p>
      ) : null}
      {missing > 0 || dropped > 0 ? (
        <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {[missing > 0 ? t(compareCopy.missing, { count: missing }) : "", dropped > 0 ? t(compareCopy.dropped, { max: COMPARE_MAX }) : ""]
            .filter(Boolean)
            .join(" ")}
        </p>
      ) : null}

      {packages.length === 0 ? (
        <EmptyState title={t(compareCopy.emptyTitle)} detail={t(compareCopy.emptyDetail, { max: COMPARE_MAX })} browseLink />
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <Button variant="pillQuiet" className="h-10 bg-white px-4 text-sm hover:border-brand-700" onClick={copyLink}>
              {t(compareCopy.copyLink)}
            </Button>
            <span role="status" className="text-sm font-medium text-brand-700">
              {copied}
            </span>
            {packages.length < COMPARE_MAX ? (
              <Link to={localized(PATHS.packages)} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
                {t(compareCopy.addAnother)}
              </Link>
            ) : null}
          </div>
          <div className="mt-4">
            <CompareTable packages={packages} onRemove={remove} />
          </div>
        </>
      )}
    </section>
  );
}
