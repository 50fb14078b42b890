import { BrowseOrContactLinks, ProseSection } from "../components/page-sections";
import { PageHero } from "../components/page-hero";
import { messagesMeta } from "../components/page-meta";
import type { Route } from "./+types/about";
import { useIntl } from "react-intl";
import { aboutCopy } from "../i18n/copy/about";
import { pageMessages } from "../i18n/page-context.server";

export const meta: Route.MetaFunction = (args) => messagesMeta(args, aboutCopy.metaTitle, aboutCopy.metaDescription);

const PHASES = [
  { phase: aboutCopy.phase1, title: aboutCopy.phase1Title, text: aboutCopy.phase1Text },
  { phase: aboutCopy.phase2, title: aboutCopy.phase2Title, text: aboutCopy.phase2Text },
  { phase: aboutCopy.phase3, title: aboutCopy.phase3Title, text: aboutCopy.phase3Text },
  { phase: aboutCopy.phase4, title: aboutCopy.phase4Title, text: aboutCopy.phase4Text },
] as const;

/** The cards of two sections: what a traveller can do, and our values. */
const CARDS = [
  { section: "canDo", title: aboutCopy.discoverTitle, text: aboutCopy.discoverText },
  { section: "canDo", title: aboutCopy.confidenceTitle, text: aboutCopy.confidenceText },
  { section: "canDo", title: aboutCopy.protectedTitle, text: aboutCopy.protectedText },
  { section: "canDo", title: aboutCopy.flexibilityTitle, text: aboutCopy.flexibilityText },
  { section: "values", title: aboutCopy.trustTitle, text: aboutCopy.trustText },
  { section: "values", title: aboutCopy.transparencyTitle, text: aboutCopy.transparencyText },
  { section: "values", title: aboutCopy.communityTitle, text: aboutCopy.communityText },
  { section: "values", title: aboutCopy.growthTitle, text: aboutCopy.growthText },
] as const;

const CARD_LOOK = {
  canDo: { list: "grid gap-4 sm:grid-cols-2", item: "rounded-2xl bg-brand-50 p-5", title: "text-brand-800", text: "text-slate-700" },
  values: {
    list: "grid gap-4 sm:grid-cols-2 lg:grid-cols-4",
    item: "rounded-2xl border border-slate-200 p-5",
    title: "text-slate-900",
    text: "text-slate-600",
  },
} as const;

function Cards({ section }: { section: keyof typeof CARD_LOOK }) {
  const t = useIntl().formatMessage;
  const { list, item, title, text } = CARD_LOOK[section];
  return (
    <ul className={list}>
      {CARDS.filter((card) => card.section === section).map((card) => (
        <li key={card.title.id} className={item}>
          <h3 className={`text-lg font-bold ${title}`}>{t(card.title)}</h3>
          <p className={`mt-1 text-sm ${text}`}>{t(card.text)}</p>
        </li>
      ))}
    </ul>
  );
}

/** This page's own message namespaces, sent by its loader beside the root's (ADR 058). */
const OWN_MESSAGES = ["about", "contact"] as const;

export function loader({ request, context }: Route.LoaderArgs) {
  return { messages: pageMessages(request, context, OWN_MESSAGES) };
}

export default function About() {
  const t = useIntl().formatMessage;
  return (
    <>
      <PageHero title={t(aboutCopy.heroTitle)} intro={t(aboutCopy.heroIntro)} />
      <div className="mx-auto max-w-5xl divide-y divide-slate-200 px-4">
        <ProseSection id="how-it-began" title={t(aboutCopy.beganTitle)}>
          <p>{t(aboutCopy.beganText1)}</p>
          <p>{t(aboutCopy.beganText2)}</p>
        </ProseSection>

        <ProseSection id="expansion" title={t(aboutCopy.goingTitle)}>
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
        </ProseSection>

        <ProseSection id="what-you-can-do" title={t(aboutCopy.canDoTitle)}>
          <Cards section="canDo" />
        </ProseSection>

        <div className="grid gap-x-10 sm:grid-cols-2">
          <ProseSection id="mission" title={t(aboutCopy.missionTitle)}>
            <p>{t(aboutCopy.missionText)}</p>
          </ProseSection>
          <ProseSection id="vision" title={t(aboutCopy.visionTitle)}>
            <p>{t(aboutCopy.visionText)}</p>
          </ProseSection>
        </div>

        <ProseSection id="founder" title={t(aboutCopy.founderTitle)}>
          <p>{t(aboutCopy.founderText)}</p>
        </ProseSection>

        <ProseSection id="values" title={t(aboutCopy.valuesTitle)}>
          <Cards section="values" />
        </ProseSection>

        <ProseSection id="promise" title={t(aboutCopy.promiseTitle)}>
          <ul className="list-disc space-y-2 ps-5">
            <li>{t(aboutCopy.promisePrice)}</li>
            <li>{t(aboutCopy.promiseAdvance)}</li>
            <li>{t(aboutCopy.promiseFree)}</li>
          </ul>
          <p className="flex flex-wrap gap-3 pt-2">
            <BrowseOrContactLinks />
          </p>
        </ProseSection>
      </div>
    </>
  );
}
