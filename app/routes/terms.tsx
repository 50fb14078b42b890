import { BrowseOrContactLinks, ProseSection } from "../components/page-sections";
import { PageHero } from "../components/page-hero";
import { messagesMeta } from "../components/page-meta";
import type { Route } from "./+types/terms";
import { useIntl } from "react-intl";
import { termsCopy } from "../i18n/copy/terms";
import { pageMessages } from "../i18n/page-context.server";

export const meta: Route.MetaFunction = (args) => messagesMeta(args, termsCopy.title, termsCopy.metaDescription);

/** The cancellation charges, as a share of the booking amount, by how close to travel the traveller cancels. */
const CANCELLATION_SCHEDULE = [
  { when: termsCopy.when0to2, charge: termsCopy.fullRefund },
  { when: termsCopy.when3to5, charge: termsCopy.fee15 },
  { when: termsCopy.when6to7, charge: termsCopy.fee40 },
  { when: termsCopy.whenWithin6, charge: termsCopy.fee75 },
  { when: termsCopy.whenUnder48, charge: termsCopy.noRefund },
] as const;

/** The sections "On this page" lists, in order (the cancellation one holds the schedule). */
const SECTIONS = [
  { id: "travellers", title: termsCopy.travellersTitle },
  { id: "cancellation", title: termsCopy.cancellationTitle },
  { id: "privacy", title: termsCopy.privacyTitle },
  { id: "providers", title: termsCopy.providersTitle },
] as const;

/** The numbered points: [section, title, text]. */
const POINTS = [
  ["travellers", termsCopy.whatWeDoTitle, termsCopy.whatWeDoText],
  ["travellers", termsCopy.pricesTitle, termsCopy.pricesText],
  ["travellers", termsCopy.bookingTitle, termsCopy.bookingText],
  ["travellers", termsCopy.guaranteeTitle, termsCopy.guaranteeText],
  ["travellers", termsCopy.responsibilitiesTitle, termsCopy.responsibilitiesText],
  ["privacy", termsCopy.collectTitle, termsCopy.collectText],
  ["privacy", termsCopy.countsTitle, termsCopy.countsText],
  ["privacy", termsCopy.notCountedTitle, termsCopy.notCountedText],
  ["privacy", termsCopy.useTitle, termsCopy.useText],
  ["privacy", termsCopy.choicesTitle, termsCopy.choicesText],
  ["providers", termsCopy.verificationTitle, termsCopy.verificationText],
  ["providers", termsCopy.honestyTitle, termsCopy.honestyText],
  ["providers", termsCopy.refundsTitle, termsCopy.refundsText],
] as const;

function CancellationSchedule() {
  const t = useIntl().formatMessage;
  return (
    <>
      <p>{t(termsCopy.cancellationIntro)}</p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[20rem] border-collapse text-start text-sm">
          <caption className="sr-only">{t(termsCopy.cancellationCaption)}</caption>
          <thead>
            <tr className="bg-brand-50 text-brand-800">
              {[termsCopy.whenYouCancel, termsCopy.refundOrFee].map((column, i) => (
                <th key={column.id} scope="col" className={`${i === 0 ? "rounded-ss-lg" : "rounded-se-lg"} p-3 text-start font-bold`}>
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CANCELLATION_SCHEDULE.map((row) => (
              <tr key={row.when.id} className="border-b border-slate-200">
                <td className="p-3">{t(row.when)}</td>
                <td className="p-3 font-semibold text-slate-900">{t(row.charge)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{t(termsCopy.cancellationNote)}</p>
    </>
  );
}

/** This page's own message namespaces, sent by its loader beside the root's (ADR 058). */
const OWN_MESSAGES = ["contact", "terms"] as const;

export function loader({ request, context }: Route.LoaderArgs) {
  return { messages: pageMessages(request, context, OWN_MESSAGES) };
}

export default function Terms() {
  const t = useIntl().formatMessage;
  return (
    <>
      <PageHero title={t(termsCopy.title)} intro={t(termsCopy.heroIntro)} />
      <div className="mx-auto max-w-4xl px-4 pb-12">
        <nav aria-label={t(termsCopy.onThisPage)} className="mt-8 rounded-2xl bg-slate-50 p-5">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
            {SECTIONS.map(({ id, title }) => (
              <li key={id}>
                <a className="text-brand-700 hover:underline" href={`#${id}`}>
                  {t(title)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="divide-y divide-slate-200">
          {SECTIONS.map(({ id, title }) => (
            <ProseSection key={id} id={id} title={t(title)} spacing="terms">
              {id === "cancellation" ? <CancellationSchedule /> : null}
              {POINTS.filter(([section]) => section === id).map(([, pointTitle, text]) => (
                <div key={pointTitle.id}>
                  <h3 className="text-lg font-bold text-slate-900">{t(pointTitle)}</h3>
                  <p className="mt-2">{t(text)}</p>
                </div>
              ))}
            </ProseSection>
          ))}
          <ProseSection id="law" title={t(termsCopy.lawTitle)} spacing="terms">
            <p>{t(termsCopy.lawText)}</p>
          </ProseSection>
        </div>

        <div className="mt-4 flex flex-col gap-3 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-semibold text-brand-800">{t(termsCopy.ready)}</p>
          <div className="flex flex-wrap gap-3">
            <BrowseOrContactLinks tinted />
          </div>
        </div>
      </div>
    </>
  );
}
