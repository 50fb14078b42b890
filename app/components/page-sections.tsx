import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { contactCopy } from "../i18n/copy/contact";
import { siteCopy } from "../i18n/copy/site";
import { useLocalizedPath } from "../i18n/localized-path";
import { PATHS } from "../paths";

const PROSE_SPACING = {
  about: { section: "py-10 sm:py-12", body: "mt-4 space-y-4" },
  terms: { section: "scroll-mt-20 py-10", body: "mt-5 space-y-5" },
} as const;

/**
 * A titled block of text on a static page (About, Terms): a section named by its h2, so screen
 * readers list it as a region; `id` is the heading's, which the Terms page links to.
 */
export function ProseSection({
  id,
  title,
  spacing = "about",
  children,
}: {
  id: string;
  title: string;
  spacing?: keyof typeof PROSE_SPACING;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={PROSE_SPACING[spacing].section}>
      <h2 id={id} className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <div className={`${PROSE_SPACING[spacing].body} leading-relaxed text-slate-700`}>{children}</div>
    </section>
  );
}

const INTRO_LOOK = {
  section: {
    box: "text-center",
    heading: "text-3xl font-extrabold text-slate-900 sm:text-4xl",
    intro: "mx-auto mt-3 max-w-2xl text-slate-600",
  },
  hero: {
    box: "mx-auto max-w-5xl px-4 py-14 text-center sm:py-20",
    heading: "text-3xl font-extrabold tracking-tight sm:text-5xl",
    intro: "mx-auto mt-4 max-w-2xl text-lg text-emerald-50",
  },
} as const;

/** A centred title and one-line introduction: over a section of cards, or in a page's coloured band. */
export function SectionIntro({
  id,
  title,
  intro,
  level = 2,
  look = "section",
}: {
  id: string;
  title: string;
  intro: string;
  level?: 1 | 2;
  look?: keyof typeof INTRO_LOOK;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  const classes = INTRO_LOOK[look];
  return (
    <div className={classes.box}>
      <Heading id={id} className={classes.heading}>
        {title}
      </Heading>
      <p className={classes.intro}>{intro}</p>
    </div>
  );
}

/** The two ways on from a static page: browse the packages, or contact us (on a white or a tinted box). */
export function BrowseOrContactLinks({ tinted = false }: { tinted?: boolean }) {
  const t = useIntl().formatMessage;
  const localized = useLocalizedPath();
  return (
    <>
      <Link to={localized(PATHS.packages)} className="rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-800">
        {t(siteCopy.browsePackages)}
      </Link>
      <Link
        to={localized(PATHS.contact)}
        className={`rounded-full border-2 border-brand-700 px-6 py-2.5 font-bold text-brand-700 ${tinted ? "hover:bg-white" : "hover:bg-brand-50"}`}
      >
        {t(contactCopy.metaTitle)}
      </Link>
    </>
  );
}
