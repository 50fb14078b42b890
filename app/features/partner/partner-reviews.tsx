import { useEffect, useId, useRef, useState } from "react";
import { useIntl, type IntlShape } from "react-intl";
import { formatDate } from "../../../domain/dates";
import { formatTravelMonth, REVIEW_LIMITS, type PartnerReview } from "../../../domain/reviews";
import { useSiteDateOf, useSiteToday } from "../../components/root-data";
import { Button } from "../../components/ui/button";
import { Field, INPUT_CLASS, SelectOptions, TextField } from "../../components/ui/field";
import { LiveLine, useSubmission } from "../../components/ui/form-card";
import { TitledSection } from "../../components/ui/titled-section";
import { partnerCopy } from "../../i18n/copy/partner";
import { usePageLocale } from "../../i18n/page-locale";
import { PartnerApiError, partnerCall } from "./partner-api";
import type { PartnerPackageSummary } from "../../../domain/package-review";
import { PortalListSection, usePortalLoad } from "./portal-section";
import { apiRefusalText } from "./refusal-text";
import { useProblemText } from "./use-problem";
import { useRefusedSubmission } from "./use-refused-field";

interface Invitation {
  id: string;
  packageTitle: string;
  travellerName: string;
  travelMonth: string;
  expiresAt: string;
  status: "open" | "used" | "expired";
}
interface CreatedInvitation {
  url: string;
  whatsappUrl: string;
}

/** The provider's reviews: review links for its own travellers, and its one public reply per review. */
export function PartnerReviews({ onSessionEnded }: { onSessionEnded: (notice?: string) => void }) {
  const siteDate = useSiteDateOf();
  const invitations = usePortalLoad<{ items: Invitation[] }>("review-invitations", onSessionEnded);
  const reviews = usePortalLoad<{ items: PartnerReview[] }>("reviews", onSessionEnded);
  const packages = usePortalLoad<{ items: PartnerPackageSummary[] }>("packages", onSessionEnded);
  const t = useIntl().formatMessage;
  const locale = usePageLocale();

  return (
    <>
      <InvitationForm packages={packages.data?.items ?? []} onMade={invitations.reload} onSessionEnded={onSessionEnded} />
      <PortalListSection title={t(partnerCopy.invitationsTitle)} load={invitations} empty={t(partnerCopy.invitationsEmpty)}>
        {(items) => (
          <ul className="mt-3 divide-y divide-slate-200 text-sm">
            {items.map((inv) => (
              <li key={inv.id} className="py-2 wrap-anywhere">
                <span dir="auto" className="font-medium">
                  {inv.packageTitle}
                </span>
                <br />
                {t(partnerCopy.invitationLine, {
                  name: <bdi key="name">{inv.travellerName}</bdi>,
                  month: formatTravelMonth(inv.travelMonth, locale),
                  status: inv.status,
                  until: formatDate(siteDate(inv.expiresAt), locale),
                })}
              </li>
            ))}
          </ul>
        )}
      </PortalListSection>
      <PortalListSection title={t(partnerCopy.reviewsTitle)} load={reviews} empty={t(partnerCopy.reviewsEmpty)}>
        {(items) => (
          <ul className="mt-3 space-y-4">
            {items.map((review) => (
              <ReviewItem key={review.id} review={review} onSessionEnded={onSessionEnded} />
            ))}
          </ul>
        )}
      </PortalListSection>
    </>
  );
}

function InvitationForm({
  packages,
  onMade,
  onSessionEnded,
}: {
  packages: PartnerPackageSummary[];
  onMade: () => void;
  onSessionEnded: (notice?: string) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const problemText = useProblemText();
  const id = useId();
  // The month of a trip that has ended: this month at the latest, and the one a link is sent for most often.
  const thisMonth = useSiteToday().slice(0, 7);
  const [draft, setDraft] = useState(() => ({ packageId: "", travellerName: "", travelMonth: thisMonth, phone: "" }));
  const [field, setField] = useState("");
  const [made, setMade] = useState<(CreatedInvitation & { name: string }) | null>(null);
  const [copied, setCopied] = useState("");
  const { pending, error, submit } = useSubmission((e) => {
    if (e instanceof PartnerApiError && e.status === 401) onSessionEnded();
    // The server's validation names the field and its rule's code: the rule in the page's language, beside the field's label.
    if (e instanceof PartnerApiError && e.status === 400) return t(partnerCopy.fieldInvalid, { message: apiRefusalText(intl, e) });
    return problemText(e);
  });
  const link = made ? `${window.location.origin}${made.url}` : "";
  const set = (key: keyof typeof draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  /** A text box's draft value, its change handler, and the server's error when that error names this field. */
  const bind = (key: Exclude<keyof typeof draft, "packageId">) => ({
    value: draft[key],
    onChange: set(key),
    error: field === key ? error : undefined,
  });

  return (
    <TitledSection title={t(partnerCopy.inviteTitle)} className="mt-8 max-w-xl">
      <p className="mt-1 text-sm text-slate-700">{t(partnerCopy.inviteIntro)}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setCopied("");
          void submit(async () => {
            setField("");
            const { phone, ...rest } = draft;
            try {
              const created = await partnerCall<CreatedInvitation>("POST", "review-invitations", {
                ...rest,
                ...(phone.trim() ? { phone } : {}),
              });
              setMade({ ...created, name: draft.travellerName.trim() });
              setDraft((d) => ({ ...d, travellerName: "", phone: "" }));
              onMade();
            } catch (e) {
              if (e instanceof PartnerApiError && e.status === 400) setField(e.field);
              throw e;
            }
          });
        }}
      >
        <LiveLine kind="alert" text={error} />
        <Field id={`${id}-package`} label={t(partnerCopy.invitePackage)} className="mt-4" error={field === "packageId" ? error : undefined}>
          {(control) => (
            <select {...control} required value={draft.packageId} onChange={set("packageId")} className={`${INPUT_CLASS} mt-1 py-2`}>
              <SelectOptions
                options={[{ id: "", label: t(partnerCopy.inviteChoosePackage) }, ...packages.map((p) => ({ id: p.id, label: p.title }))]}
              />
            </select>
          )}
        </Field>
        <TextField
          id={`${id}-name`}
          label={t(partnerCopy.inviteTraveller)}
          className="mt-4"
          nativeRequired
          maxLength={REVIEW_LIMITS.travellerNameMax}
          autoComplete="off"
          {...bind("travellerName")}
        />
        <TextField
          id={`${id}-month`}
          label={t(partnerCopy.inviteMonth)}
          className="mt-4"
          type="month"
          max={thisMonth}
          nativeRequired
          {...bind("travelMonth")}
        />
        <TextField
          id={`${id}-phone`}
          label={t(partnerCopy.invitePhone)}
          className="mt-4"
          type="tel"
          autoComplete="off"
          {...bind("phone")}
        />
        <Button type="submit" busy={pending} className="mt-6">
          {t(pending ? partnerCopy.working : partnerCopy.inviteSubmit)}
        </Button>
      </form>
      {made ? (
        <div className="mt-4 rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900 wrap-anywhere">
          <p role="status">{t(partnerCopy.inviteMade, { name: <bdi key="name">{made.name}</bdi> })}</p>
          <TextField
            id={`${id}-link`}
            label={t(partnerCopy.inviteLinkLabel, { name: made.name })}
            className="mt-3"
            readOnly
            dir="ltr"
            value={link}
            onFocus={(e) => e.target.select()}
          />
          <div className="mt-3 flex flex-wrap gap-3">
            <a href={made.whatsappUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
              {t(partnerCopy.inviteWhatsApp)}
            </a>
            <Button
              type="button"
              variant="secondary"
              onClick={() =>
                navigator.clipboard.writeText(link).then(
                  () => setCopied(t(partnerCopy.linkCopied)),
                  () => setCopied(t(partnerCopy.copyFailed)),
                )
              }
            >
              {t(partnerCopy.copyLink)}
            </Button>
          </div>
          <LiveLine kind="status" text={copied} />
        </div>
      ) : null}
    </TitledSection>
  );
}

/** The reply form's one box; its id is the form's id and this key. */
export type ReplyBoxKey = "reply";

/** A reply with nothing in it: found in the form. */
export class ReplyMissing extends Error {
  constructor() {
    super("Write a reply first.");
    this.name = "ReplyMissing";
  }
}

/**
 * What a refused reply says, and whether beside the reply's box: an empty reply (found in the form) and the server's
 * refusal of the reply's text (400 naming `reply`) are about the box; the reply's rule (one reply, to a published
 * review: 409), the session, the network at the form's top.
 */
export function replyProblem(
  intl: IntlShape,
  error: unknown,
  problemText: (error: unknown) => string,
): { box: ReplyBoxKey | ""; text: string } {
  if (error instanceof ReplyMissing) return { box: "reply", text: intl.formatMessage(partnerCopy.replyRequired) };
  // A 409 is the reply's rule said by its code.
  if (error instanceof PartnerApiError && error.status === 409) return { box: "", text: apiRefusalText(intl, error) };
  if (error instanceof PartnerApiError && error.status === 400)
    return {
      box: error.field === "reply" ? "reply" : "",
      text: intl.formatMessage(partnerCopy.fieldInvalid, { message: apiRefusalText(intl, error) }),
    };
  return { box: "", text: problemText(error) };
}

function ReviewItem({ review: initial, onSessionEnded }: { review: PartnerReview; onSessionEnded: (notice?: string) => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = usePageLocale();
  const problemText = useProblemText();
  const id = useId();
  const [review, setReview] = useState(initial);
  const [text, setText] = useState("");
  useEffect(() => setReview(initial), [initial]);
  // The form and its button go once the reply is published: focus moves to the reply, which says it is there.
  const published = useRef<HTMLDivElement>(null);
  const [justPublished, setJustPublished] = useState(false);
  useEffect(() => {
    if (justPublished) published.current?.focus();
  }, [justPublished]);
  // A reply refused for its text is said beside the reply's box, which takes focus.
  const { pending, errorOf, formError, submit } = useRefusedSubmission<ReplyBoxKey>(id, (e) => {
    if (e instanceof PartnerApiError && e.status === 401) onSessionEnded();
    return replyProblem(intl, e, problemText);
  });

  return (
    <li aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-200 p-4">
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        {/* The package's title and the traveller's name are someone's own words: isolated, they keep their order in any page's sentence. */}
        {t(partnerCopy.reviewHeading, { stars: review.overall, package: <bdi key="package">{review.packageTitle}</bdi> })}
      </h3>
      <p className="text-sm text-slate-700">
        {t(partnerCopy.reviewBy, { name: <bdi key="name">{review.firstName}</bdi>, month: formatTravelMonth(review.travelMonth, locale) })}{" "}
        · {t(partnerCopy.reviewStatus, { status: review.status })}
      </p>
      {/* The traveller's own words: their language and direction, whatever the page's. */}
      {review.title ? (
        <p dir="auto" className="mt-2 font-medium">
          {review.title}
        </p>
      ) : null}
      <p dir="auto" className="mt-1 whitespace-pre-line text-slate-800">
        {review.body}
      </p>
      {review.reply ? (
        <div ref={published} tabIndex={-1} className="mt-3 border-s-4 border-brand-200 ps-3">
          <p className="text-sm font-semibold text-slate-800">{t(partnerCopy.yourReply)}</p>
          <p dir="auto" className="whitespace-pre-line text-slate-800">
            {review.reply}
          </p>
        </div>
      ) : review.status !== "Approved" ? (
        // Travellers read a reply under its published review: none until the review is published.
        <p className="mt-3 text-sm text-slate-700">{t(partnerCopy.replyAfterPublishing)}</p>
      ) : (
        <form
          className="mt-3"
          onSubmit={(event) => {
            event.preventDefault();
            void submit(async () => {
              // Found in the form; the server still refuses an empty reply (after cleaning it) by the same rule.
              if (!text.trim()) throw new ReplyMissing();
              const saved = await partnerCall<{ item: PartnerReview }>("PUT", `reviews/${encodeURIComponent(review.id)}/reply`, {
                reply: text,
              });
              setReview(saved.item);
              setJustPublished(true);
            });
          }}
        >
          <LiveLine kind="alert" text={formError} />
          <Field
            id={`${id}-reply`}
            label={t(partnerCopy.replyLabel, { name: review.firstName })}
            hint={t(partnerCopy.replyHint)}
            error={errorOf("reply")}
          >
            {(control) => (
              <textarea
                {...control}
                dir="auto"
                rows={3}
                maxLength={REVIEW_LIMITS.replyMax}
                value={text}
                onChange={(e) => setText(e.target.value)}
                className={`${INPUT_CLASS} mt-1 py-2`}
              />
            )}
          </Field>
          <Button type="submit" busy={pending} className="mt-3">
            {t(pending ? partnerCopy.working : partnerCopy.replySubmit)}
          </Button>
        </form>
      )}
    </li>
  );
}
