import { useMemo, useRef } from "react";
import { useIntl, type IntlShape } from "react-intl";
import type { PackageStatus } from "../../../domain/package-lists";
import { partnerPackageState, type PartnerSave } from "../../../domain/package-review";
import { packageToDraft } from "../../../domain/package-validation";
import { PackageEditor } from "../../components/package-editor/package-editor";
import type { PackageLinks, PlaceLinksApi } from "../../components/package-editor/place-picker";
import { partnerCopy } from "../../i18n/copy/partner";
import { PartnerApiError, partnerCall, partnerUpload, type PartnerPackageView } from "./partner-api";
import { apiRefusalText } from "./refusal-text";
import { useProblemText } from "./use-problem";

/** The partner's own package's places through /api/partner/packages/:id/places (ADR 117). */
function placesApi(id: string, reasonOf: (error: unknown) => string): PlaceLinksApi {
  const path = `packages/${encodeURIComponent(id)}/places`;
  return {
    load: () => partnerCall<PackageLinks>("GET", path),
    choose: (slugs) => partnerCall<PackageLinks>("PUT", path, { places: slugs }),
    reasonOf,
  };
}

/**
 * What a save did, for the list's notice: a live package's changed departures go live at once (ADR 098),
 * a save that puts every field back as the live package has it withdraws the waiting revision (ADR 161),
 * one that leaves no revision waiting changed nothing else (ADR 159): only departures, or nothing; and
 * one that left the revision in review as it was sent nothing new, that revision still waiting.
 */
export type PartnerSaveOutcome =
  | "draft"
  | "revision"
  | "revision-still-waits"
  | "revision-departures-live"
  | "departures-live-revision-still-waits"
  | "withdrawn"
  | "withdrawn-departures-live"
  | "departures-live"
  | "unchanged";

/** A live package's save by the server's answer: what it withdrew, what it sent for review, what went live. */
export function liveOutcome(saved: PartnerSave): PartnerSaveOutcome {
  const live = saved.departuresLive;
  switch (saved.revision) {
    case "withdrawn":
      return live ? "withdrawn-departures-live" : "withdrawn";
    case "sent":
      return live ? "revision-departures-live" : "revision";
    case "waits":
      return live ? "departures-live-revision-still-waits" : "revision-still-waits";
    case "none":
      return live ? "departures-live" : "unchanged";
  }
}

/** Where a package that went live stands now, its change aside (the list's state without its review): what the public is offered. */
export type PackageStanding = "live" | "paused" | "expired";

export function standingOf(status: PackageStatus): PackageStanding {
  const now = partnerPackageState(status, null);
  return now === "paused" || now === "expired" ? now : "live";
}

/**
 * The editor's heading and intro for `view` (none: a new package). A change to a package that went live waits for
 * review beside what stands now, said as it stands: a live version stays public, a paused or expired package takes
 * no bookings meanwhile.
 */
export function editorTexts(intl: IntlShape, view: PartnerPackageView | undefined): { heading: string; intro: string } {
  const t = intl.formatMessage;
  if (!view) return { heading: t(partnerCopy.newPackageHeading), intro: t(partnerCopy.draftIntro) };
  if (view.item.status === "Draft") return { heading: t(partnerCopy.editDraftHeading), intro: t(partnerCopy.draftIntro) };
  const standing = standingOf(view.item.status);
  return { heading: t(partnerCopy.editLiveHeading, { standing }), intro: t(partnerCopy.editLiveIntro, { standing }) };
}

/**
 * The admin's package editor for a partner: without the admin's fields (provider, status,
 * featured: the server fixes them whatever is sent), saving a new package or a draft as a draft,
 * and a change to a live (or paused, or expired) package as its one revision for review beside what stands now.
 * `view` is the package as GET /api/partner/packages/:id gives it; none for a new package.
 */
export function PartnerPackageEditor({
  view,
  onClose,
  onSaved,
}: {
  view?: PartnerPackageView;
  onClose: () => void;
  /** How the save went, the package's title, and where the package stands after it (a new one or a draft: "live", unread). */
  onSaved: (outcome: PartnerSaveOutcome, title: string, standing: PackageStanding) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const problemText = useProblemText();
  const live = view !== undefined && view.item.status !== "Draft";
  // A change waiting or returned is what the partner goes on editing; else the package as stored.
  const startFrom = useMemo(() => (view ? packageToDraft(view.proposed ?? view.item) : undefined), [view]);
  const review = view?.review;
  const returned = review?.state === "returned" ? { reason: review.reason, fields: review.reasonFields } : undefined;
  const outcome = useRef<PartnerSaveOutcome>("draft");
  const standing = useRef<PackageStanding>("live");
  const texts = editorTexts(intl, view);

  return (
    <PackageEditor
      pkg={view?.item}
      startFrom={startFrom}
      returned={returned}
      heading={texts.heading}
      submitLabel={t(live ? partnerCopy.sendForReview : partnerCopy.saveDraft)}
      intro={texts.intro}
      places={
        view
          ? placesApi(view.item.id, (e) =>
              // A refusal (an archived package's) by its code in the page's language; anything else in the portal's words.
              e instanceof PartnerApiError && e.status === 409 && e.message
                ? apiRefusalText(intl, e)
                : problemText(e, partnerCopy.sessionEnded),
            )
          : undefined
      }
      // An upload refused says why in the page's language (its code), inside the editor's "upload failed" sentence;
      // a failure without a code (no answer, the storage's, the server's) in the portal's words.
      upload={(kind, file, index) =>
        partnerUpload(kind, file, index).catch((e: unknown) => {
          if (!(e instanceof PartnerApiError)) throw e;
          throw new Error(e.issue.code ? apiRefusalText(intl, e) : problemText(e, partnerCopy.sessionEnded));
        })
      }
      save={async (draft) => {
        if (!view) await partnerCall("POST", "packages", draft);
        else {
          const path = `packages/${encodeURIComponent(view.item.id)}?version=${encodeURIComponent(view.version)}`;
          // Sent even when nothing changed: saving is how a partner resubmits a returned revision.
          const saved = await partnerCall<PartnerSave>("PUT", path, draft);
          outcome.current = live ? liveOutcome(saved) : "draft";
          // As the save left it: paused or expired meanwhile, its confirmation says so.
          standing.current = standingOf(saved.item.status);
        }
      }}
      // The server's refusal (a broken rule, a file, the workflow's) by its code in the page's language, else its English words;
      // anything else in the portal's words.
      saveErrorText={(e, draft) =>
        e instanceof PartnerApiError && (e.status === 400 || e.status === 409) && e.message
          ? apiRefusalText(intl, e, draft.currency)
          : problemText(e, partnerCopy.sessionEnded)
      }
      onClose={onClose}
      onSaved={(draft) => onSaved(outcome.current, draft.title, standing.current)}
    />
  );
}
