import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../components/ui/button";
import { partnerCopy } from "../../i18n/copy/partner";
import { partnerCall, type PartnerSession } from "./partner-api";
import { PasswordChange } from "./password-change";
import { PartnerPackages } from "./partner-packages";
import { PartnerProfile } from "./partner-profile";
import { PartnerReviews } from "./partner-reviews";
import { PartnerInsight } from "./partner-insight";
import { useHeadingFocus } from "./use-heading-focus";

const SECTIONS = ["packages", "reviews", "profile", "insight", "account"] as const;
type Section = (typeof SECTIONS)[number];
const SECTION_NAMES = {
  packages: partnerCopy.sectionPackages,
  reviews: partnerCopy.sectionReviews,
  profile: partnerCopy.sectionProfile,
  insight: partnerCopy.sectionInsight,
  account: partnerCopy.sectionAccount,
} as const;

function sectionFromUrl(): Section {
  const asked = new URL(window.location.href).searchParams.get("section");
  return (SECTIONS as readonly string[]).includes(asked ?? "") ? (asked as Section) : "packages";
}

/** The signed-in person's page: their provider's packages, reviews, profile and their own password, one section at a time. */
export function PartnerHome({
  session,
  onSignedOut,
  onSessionEnded,
}: {
  session: PartnerSession;
  onSignedOut: () => void;
  /** The session ended on the server (revoked, suspended, expired); the notice says why when the server did. */
  onSessionEnded: (notice?: string) => void;
}) {
  const t = useIntl().formatMessage;
  const [section, setSection] = useState<Section>(sectionFromUrl);
  // The chosen section's heading takes focus: on its link (marked current), a screen reader says nothing of what opened.
  const shown = useRef<HTMLDivElement>(null);
  const focusSectionHeading = useHeadingFocus(shown, "h2", section);

  // Each section has its own address (?section=reviews), so a reload or a shared link opens it again.
  function open(key: Section) {
    if (key === section) return;
    focusSectionHeading();
    setSection(key);
    const url = new URL(window.location.href);
    if (key === "packages") url.searchParams.delete("section");
    else url.searchParams.set("section", key);
    window.history.replaceState(window.history.state, "", url);
  }

  async function signOut() {
    await partnerCall("DELETE", "session").catch(() => undefined);
    // The section was this session's: signed out, the address is the portal's own, and a reload shows the sign-in.
    window.history.replaceState(window.history.state, "", window.location.pathname);
    onSignedOut();
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
            {session.provider?.name ?? t(partnerCopy.metaTitle)}
          </h1>
          {/* The address reads left to right on a right-to-left page too. It is one word: its own box keeps it whole on
              the next line rather than breaking it at a hyphen; one wider than the screen breaks where the line ends. */}
          <p className="mt-1 text-sm text-slate-700">
            {t(partnerCopy.signedInAs, {
              email: (
                <bdi key="email" dir="ltr" className="inline-block max-w-full break-all">
                  {session.email}
                </bdi>
              ),
            })}
          </p>
        </div>
        <Button type="button" variant="secondary" onClick={signOut}>
          {t(partnerCopy.signOut)}
        </Button>
      </header>

      <nav aria-label={t(partnerCopy.sectionsLabel)} className="mt-6 border-b border-slate-200">
        <ul className="flex flex-wrap gap-x-1">
          {SECTIONS.map((key) => (
            <li key={key}>
              <a
                href={`?section=${key}`}
                aria-current={section === key ? "page" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  open(key);
                }}
                className={`inline-block border-b-2 px-3 py-2 font-medium ${
                  section === key ? "border-brand-700 text-brand-800" : "border-transparent text-slate-700 hover:text-brand-700"
                }`}
              >
                {t(SECTION_NAMES[key])}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div ref={shown}>
        {section === "packages" ? (
          <PartnerPackages onSessionEnded={onSessionEnded} />
        ) : section === "reviews" ? (
          <PartnerReviews onSessionEnded={onSessionEnded} />
        ) : section === "profile" ? (
          <PartnerProfile onSessionEnded={onSessionEnded} />
        ) : section === "insight" ? (
          <PartnerInsight onSessionEnded={onSessionEnded} />
        ) : (
          <PasswordChange onSessionEnded={onSessionEnded} />
        )}
      </div>
    </div>
  );
}
