import { Link } from "react-router";
import { PageHero } from "../components/page-hero";
import { pageMeta } from "../components/page-meta";
import type { Route } from "./+types/terms";
import { PATHS } from "../paths";
import { useIntl } from "react-intl";
import { contactCopy } from "../i18n/copy/contact";
import { siteCopy } from "../i18n/copy/site";
import { termsCopy } from "../i18n/copy/terms";
import { useLocalizedPath } from "../i18n/localized-path";
import { metaIntl } from "../i18n/meta-intl";

export const meta: Route.MetaFunction = (args) => {
  const intl = metaIntl(args.matches);
  return pageMeta(args, { title: intl.formatMessage(termsCopy.title), description: intl.formatMessage(termsCopy.metaDescription) });
};

/** Spec section 9, on the booking amount. */
const CANCELLATION_SCHEDULE = [
  { when: termsCopy.when0to2, charge: termsCopy.fullRefund },
  { when: termsCopy.when3to5, charge: termsCopy.fee15 },
  { when: termsCopy.when6to7, charge: termsCopy.fee40 },
  { when: termsCopy.whenWithin6, charge: termsCopy.fee75 },
  { when: termsCopy.whenUnder48, charge: termsCopy.noRefund },
] as const;

function Block({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-20 py-10">
      <h2 id={id} className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-5 space-y-5 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

function Sub({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      <div className="mt-2 space-y-2">{children}</div>
    </div>
  );
}

export default function Terms() {
  const t = useIntl().formatMessage;
  const localized = useLocalizedPath();
  const sections = [
    { href: "#travellers", title: termsCopy.travellersTitle },
    { href: "#cancellation", title: termsCopy.cancellationTitle },
    { href: "#privacy", title: termsCopy.privacyTitle },
    { href: "#providers", title: termsCopy.providersTitle },
  ];
  return (
    <>
      <PageHero title={t(termsCopy.title)} intro={t(termsCopy.heroIntro)} />
      <div className="mx-auto max-w-4xl px-4 pb-12">
        <nav aria-label={t(termsCopy.onThisPage)} className="mt-8 rounded-2xl bg-slate-50 p-5">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
            {sections.map((section) => (
              <li key={section.href}>
                <a className="text-brand-700 hover:underline" href={section.href}>
                  {t(section.title)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="divide-y divide-slate-200">
          <Block id="travellers" title={t(termsCopy.travellersTitle)}>
            <Sub title={t(termsCopy.whatWeDoTitle)}>
              <p>{t(termsCopy.whatWeDoText)}</p>
            </Sub>
            <Sub title={t(termsCopy.pricesTitle)}>
              <p>{t(termsCopy.pricesText)}</p>
            </Sub>
            <Sub title={t(termsCopy.bookingTitle)}>
              <p>{t(termsCopy.bookingText)}</p>
            </Sub>
            <Sub title={t(termsCopy.guaranteeTitle)}>
              <p>{t(termsCopy.guaranteeText)}</p>
            </Sub>
            <Sub title={t(termsCopy.responsibilitiesTitle)}>
              <p>{t(termsCopy.responsibilitiesText)}</p>
            </Sub>
          </Block>

          <Block id="cancellation" title={t(termsCopy.cancellationTitle)}>
            <p>{t(termsCopy.cancellationIntro)}</p>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[20rem] border-collapse text-start text-sm">
                <caption className="sr-only">{t(termsCopy.cancellationCaption)}</caption>
                <thead>
                  <tr className="bg-brand-50 text-brand-800">
                    <th scope="col" className="rounded-ss-lg p-3 text-start font-bold">
                      {t(termsCopy.whenYouCancel)}
                    </th>
                    <th scope="col" className="rounded-se-lg p-3 text-start font-bold">
                      {t(termsCopy.refundOrFee)}
                    </th>
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
          </Block>

          <Block id="privacy" title={t(termsCopy.privacyTitle)}>
            <Sub title={t(termsCopy.collectTitle)}>
              <p>{t(termsCopy.collectText)}</p>
            </Sub>
            <Sub title={t(termsCopy.useTitle)}>
              <p>{t(termsCopy.useText)}</p>
            </Sub>
            <Sub title={t(termsCopy.choicesTitle)}>
              <p>{t(termsCopy.choicesText)}</p>
            </Sub>
          </Block>

          <Block id="providers" title={t(termsCopy.providersTitle)}>
            <Sub title={t(termsCopy.verificationTitle)}>
              <p>{t(termsCopy.verificationText)}</p>
            </Sub>
            <Sub title={t(termsCopy.honestyTitle)}>
              <p>{t(termsCopy.honestyText)}</p>
            </Sub>
            <Sub title={t(termsCopy.refundsTitle)}>
              <p>{t(termsCopy.refundsText)}</p>
            </Sub>
          </Block>

          <Block id="law" title={t(termsCopy.lawTitle)}>
            <p>{t(termsCopy.lawText)}</p>
          </Block>
        </div>

        <div className="mt-4 flex flex-col gap-3 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-semibold text-brand-800">{t(termsCopy.ready)}</p>
          <div className="flex flex-wrap gap-3">
            <Link to={localized(PATHS.packages)} className="rounded-full bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800">
              {t(siteCopy.browsePackages)}
            </Link>
            <Link
              to={localized(PATHS.contact)}
              className="rounded-full border-2 border-brand-700 px-5 py-2 font-bold text-brand-700 hover:bg-white"
            >
              {t(contactCopy.metaTitle)}
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
