import { Link } from "react-router";
import { PageHero } from "../components/page-hero";
import { pageMeta } from "../components/page-meta";
import type { Route } from "./+types/about";
import { PATHS } from "../paths";
import { useIntl } from "react-intl";
import { aboutCopy } from "../i18n/copy/about";
import { contactCopy } from "../i18n/copy/contact";
import { siteCopy } from "../i18n/copy/site";
import { useLocalizedPath } from "../i18n/localized-path";
import { metaIntl } from "../i18n/meta-intl";

export const meta: Route.MetaFunction = (args) => {
  const intl = metaIntl(args.matches);
  return pageMeta(args, { title: intl.formatMessage(aboutCopy.metaTitle), description: intl.formatMessage(aboutCopy.metaDescription) });
};

const PHASES = [
  { phase: aboutCopy.phase1, title: aboutCopy.phase1Title, text: aboutCopy.phase1Text },
  { phase: aboutCopy.phase2, title: aboutCopy.phase2Title, text: aboutCopy.phase2Text },
  { phase: aboutCopy.phase3, title: aboutCopy.phase3Title, text: aboutCopy.phase3Text },
  { phase: aboutCopy.phase4, title: aboutCopy.phase4Title, text: aboutCopy.phase4Text },
] as const;

const CAN_DO = [
  { title: aboutCopy.discoverTitle, text: aboutCopy.discoverText },
  { title: aboutCopy.confidenceTitle, text: aboutCopy.confidenceText },
  { title: aboutCopy.protectedTitle, text: aboutCopy.protectedText },
  { title: aboutCopy.flexibilityTitle, text: aboutCopy.flexibilityText },
] as const;

const VALUES = [
  { title: aboutCopy.trustTitle, text: aboutCopy.trustText },
  { title: aboutCopy.transparencyTitle, text: aboutCopy.transparencyText },
  { title: aboutCopy.communityTitle, text: aboutCopy.communityText },
  { title: aboutCopy.growthTitle, text: aboutCopy.growthText },
] as const;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="py-10 sm:py-12">
      <h2 id={id} className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

export default function About() {
  const t = useIntl().formatMessage;
  const localized = useLocalizedPath();
  return (
    <>
      <PageHero title={t(aboutCopy.heroTitle)} intro={t(aboutCopy.heroIntro)} />
      <div className="mx-auto max-w-5xl divide-y divide-slate-200 px-4">
        <Section id="how-it-began" title={t(aboutCopy.beganTitle)}>
          <p>{t(aboutCopy.beganText1)}</p>
          <p>{t(aboutCopy.beganText2)}</p>
        </Section>

        <Section id="expansion" title={t(aboutCopy.goingTitle)}>
          <p>{t(aboutCopy.goingText)}</p>
          <ol className="grid gap-4 sm:grid-cols-2">
            {PHASES.map((p) => (
              <li key={p.phase.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <p className="text-sm font-bold uppercase tracking-wide text-brand-700">{t(p.phase)}</p>
                <h3 className="mt-1 text-lg font-bold text-slate-900">{t(p.title)}</h3>
                <p className="mt-1 text-sm text-slate-600">{t(p.text)}</p>
              </li>
            ))}
          </ol>
        </Section>

        <Section id="what-you-can-do" title={t(aboutCopy.canDoTitle)}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {CAN_DO.map((c) => (
              <li key={c.title.id} className="rounded-2xl bg-brand-50 p-5">
                <h3 className="text-lg font-bold text-brand-800">{t(c.title)}</h3>
                <p className="mt-1 text-sm text-slate-700">{t(c.text)}</p>
              </li>
            ))}
          </ul>
        </Section>

        <div className="grid gap-x-10 sm:grid-cols-2">
          <Section id="mission" title={t(aboutCopy.missionTitle)}>
            <p>{t(aboutCopy.missionText)}</p>
          </Section>
          <Section id="vision" title={t(aboutCopy.visionTitle)}>
            <p>{t(aboutCopy.visionText)}</p>
          </Section>
        </div>

        <Section id="founder" title={t(aboutCopy.founderTitle)}>
          <p>{t(aboutCopy.founderText)}</p>
        </Section>

        <Section id="values" title={t(aboutCopy.valuesTitle)}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map((v) => (
              <li key={v.title.id} className="rounded-2xl border border-slate-200 p-5">
                <h3 className="text-lg font-bold text-slate-900">{t(v.title)}</h3>
                <p className="mt-1 text-sm text-slate-600">{t(v.text)}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="promise" title={t(aboutCopy.promiseTitle)}>
          <ul className="list-disc space-y-2 ps-5">
            <li>{t(aboutCopy.promisePrice)}</li>
            <li>{t(aboutCopy.promiseAdvance)}</li>
            <li>{t(aboutCopy.promiseFree)}</li>
          </ul>
          <p className="flex flex-wrap gap-3 pt-2">
            <Link to={localized(PATHS.packages)} className="rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-800">
              {t(siteCopy.browsePackages)}
            </Link>
            <Link
              to={localized(PATHS.contact)}
              className="rounded-full border-2 border-brand-700 px-6 py-2.5 font-bold text-brand-700 hover:bg-brand-50"
            >
              {t(contactCopy.metaTitle)}
            </Link>
          </p>
        </Section>
      </div>
    </>
  );
}
