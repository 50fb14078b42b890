import { useEffect, useRef, useState } from "react";
import { data } from "react-router";
import { useIntl } from "react-intl";
import { formatTravelMonth } from "../../domain/reviews";
import { languageMarks, ORIGINAL_LANGUAGE, shownTitle } from "../../domain/package-translations";
import { reviewLinkHelp, whatsappUrl } from "../../domain/whatsapp-message";
import { PackageImage } from "../components/package/package-image";
import { useRootData } from "../components/root-data";
import { ReviewForm, type LinkProblem, type PostedReview } from "../features/reviews/review-form";
import { reviewCopy } from "../i18n/copy/review";
import { siteCopy } from "../i18n/copy/site";
import { useDurationLabel } from "../i18n/formatters";
import { metaIntl } from "../i18n/meta-intl";
import { usePageLanguage, usePageLocale } from "../i18n/page-locale";
import { pageMessages } from "../i18n/page-context.server";
import type { Route } from "./+types/review";

/** This page's own message namespaces, sent by its loader beside the root's (ADR 058). */
const OWN_MESSAGES = ["category", "district", "listing", "review"] as const;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const post = context.reviewPost;
  const outcome = post?.outcome;
  const none = {
    token: params.token,
    invitation: null,
    sent: false,
    posted: null,
    outage: null,
    messages: pageMessages(request, context, OWN_MESSAGES),
  };
  // A plain form post (no JavaScript) the server has already answered (ADR 043).
  if (outcome?.kind === "sent") return { ...none, problem: null, sent: true };
  if (outcome?.kind === "link") return data({ ...none, problem: outcome.problem }, { status: outcome.status });
  // The database did not answer (ADR 055): nothing was saved and the invitation cannot be read,
  // so the page says so and gives the form back with what the traveller typed, to send again.
  if (outcome?.kind === "unavailable") {
    const posted: PostedReview = { values: post?.values ?? {}, errors: [], formError: post?.outage.message ?? null };
    return data({ ...none, problem: null, posted, outage: post?.outage.title ?? null }, { status: 503 });
  }
  const found = await context.services.reviews.findInvitation(params.token);
  if (!found.ok) return data({ ...none, problem: found.problem }, { status: found.problem === "unknown" ? 404 : 410 });
  if (!post || !outcome) return { ...none, problem: null, invitation: found.invitation };
  const posted: PostedReview = {
    values: post.values,
    errors:
      outcome.kind === "invalid"
        ? outcome.errors
        : outcome.kind === "refused" && outcome.field
          ? [{ field: outcome.field, message: outcome.message }]
          : [],
    formError:
      outcome.kind === "tooMany"
        ? "tooMany"
        : outcome.kind === "refused" && !outcome.field
          ? outcome.message
          : outcome.kind === "storageFailed"
            ? outcome.message
            : null,
  };
  const status =
    outcome.kind === "invalid" ? 400 : outcome.kind === "tooMany" ? 429 : outcome.kind === "storageFailed" ? 503 : outcome.status;
  return data({ ...none, problem: null, invitation: found.invitation, posted }, { status });
}

// A one-time link: never cached, never indexed, never sent on as a referrer (the server sets
// Referrer-Policy: no-referrer in place of the site-wide policy, server/reviews/review-public-routes.ts).
export function headers() {
  return {
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex, nofollow",
    Vary: "Accept-Language, Cookie",
  };
}

export function meta(args: Route.MetaArgs) {
  const intl = metaIntl(args.matches);
  return [{ title: `${intl.formatMessage(reviewCopy.pageTitle)} | Kerala Trips` }, { name: "robots", content: "noindex, nofollow" }];
}

const PROBLEM_COPY = { used: reviewCopy.linkUsed, expired: reviewCopy.linkExpired, unknown: reviewCopy.linkUnknown } as const;

function LinkProblemPage({ problem }: { problem: LinkProblem }) {
  const t = useIntl().formatMessage;
  const root = useRootData();
  const language = usePageLanguage();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t(PROBLEM_COPY[problem])}</h1>
      <p className="mt-3 text-slate-700">{t(reviewCopy.linkHelp)}</p>
      {root ? (
        <a
          href={whatsappUrl(root.publicConfig.contact.whatsappNumber, reviewLinkHelp(language))}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-6 inline-block rounded-full bg-emerald-700 px-5 py-2.5 font-semibold text-white hover:bg-emerald-800"
        >
          {t(siteCopy.chatOnWhatsApp)}
        </a>
      ) : null}
    </section>
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { token, problem, invitation, sent, posted, outage } = loaderData;
  const intl = useIntl();
  const t = intl.formatMessage;
  const duration = useDurationLabel();
  const locale = usePageLocale();
  const language = usePageLanguage();
  const [outcome, setOutcome] = useState<"sent" | LinkProblem | null>(sent ? "sent" : null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (outcome) headingRef.current?.focus();
  }, [outcome]);

  const shown = outcome && outcome !== "sent" ? outcome : problem;
  if (outcome === "sent")
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-slate-900 outline-none">
          {t(reviewCopy.thanksTitle)}
        </h1>
        <p role="status" className="mt-3 text-lg text-slate-700">
          {t(reviewCopy.thanks)}
        </p>
      </section>
    );
  if (outage && !shown)
    return (
      <div className="mx-auto max-w-3xl px-4 pb-20 pt-8">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl">
          {outage}
        </h1>
        <div className="mt-8">
          <ReviewForm token={token} posted={posted} onDone={setOutcome} />
        </div>
      </div>
    );
  if (shown || !invitation) return <LinkProblemPage problem={shown ?? "unknown"} />;
  const pkg = invitation.package;
  // The title in the page's language where the package has one; the provider's own words
  // (destinations) in the original's. Each is marked with the language it is written in.
  const title = shownTitle(pkg, language);
  const month = formatTravelMonth(invitation.travelMonth, locale);

  return (
    <div className="mx-auto max-w-3xl px-4 pb-20 pt-8">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl">
        {t(reviewCopy.greeting, { name: invitation.firstName })}
      </h1>
      <p className="mt-2 text-slate-700">{t(reviewCopy.intro)}</p>
      <div className="mt-6 flex gap-4 rounded-2xl border border-slate-200 p-3">
        <PackageImage src={pkg.bannerImage} alt="" sizes="120px" className="h-20 w-28 shrink-0 rounded-lg object-cover sm:h-24 sm:w-36" />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900" {...languageMarks(title.language, language)}>
            {title.value}
          </p>
          <p className="text-sm text-slate-600">
            <span {...languageMarks(ORIGINAL_LANGUAGE, language)}>{pkg.destinations}</span> ·{" "}
            {duration(pkg.durationDays, pkg.durationNights)}
          </p>
          {pkg.providerName ? (
            <p className="text-sm text-slate-600">{t(reviewCopy.byProvider, { provider: <bdi key="provider">{pkg.providerName}</bdi> })}</p>
          ) : null}
          <p className="text-sm font-medium text-slate-800">{t(reviewCopy.travelled, { month })}</p>
        </div>
      </div>
      <div className="mt-8">
        <ReviewForm token={token} posted={posted} onDone={setOutcome} />
      </div>
    </div>
  );
}
