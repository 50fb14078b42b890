import { useEffect, useId, useState } from "react";
import { useIntl, type MessageDescriptor } from "react-intl";
import { formatDate } from "../../../domain/dates";
import {
  liveProfileEdits,
  STATED_REFERENCE_CHECKS,
  type LiveProfile,
  type ProviderChange,
  type StatedReferenceCheck,
  type VerificationDetails,
  type VerificationField,
} from "../../../domain/provider-profile";
import { PROVIDER_TEXT_MAX, type CheckStanding } from "../../../domain/providers";
import { useDistrictChoices } from "../../components/package-editor/form-fields";
import { Button } from "../../components/ui/button";
import { Field, INPUT_CLASS, SelectOptions, TextField } from "../../components/ui/field";
import { LiveLine, useSubmission } from "../../components/ui/form-card";
import { partnerCopy } from "../../i18n/copy/partner";
import { useRefusedField } from "./use-refused-field";
import { providerCopy } from "../../i18n/copy/provider";
import { usePageLocale } from "../../i18n/page-locale";
import { PartnerApiError, partnerCall } from "./partner-api";
import { apiRefusalText } from "./refusal-text";
import { PortalSection, usePortalLoad } from "./portal-section";
import { useProblemText } from "./use-problem";

interface OwnProfile {
  name: string;
  live: LiveProfile;
  verification: VerificationDetails;
  checks: { id: string; reference: string; checkedOn: string | null; expiresOn: string | null; standing: CheckStanding }[];
  change: ProviderChange | null;
}

/** Each check's name in the page's language (domain/providers.ts VERIFICATION_CHECKS). */
const CHECK_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  "tourism-registration": providerCopy.checkTourismRegistration,
  "houseboat-classification": providerCopy.checkHouseboatClassification,
  "gst-registration": providerCopy.checkGstRegistration,
  "trade-licence": providerCopy.checkTradeLicence,
  "office-visited": providerCopy.checkOfficeVisited,
  "owner-identity": providerCopy.checkOwnerIdentity,
  "bank-account": providerCopy.checkBankAccount,
};

/**
 * A failed save or withdrawal in the page's language: a 400 names the field, with the server's
 * rule; any other refusal with a code says its own words (nothing changed, a change already
 * waiting, none waiting any more because the admin decided it meanwhile); what has no code (a
 * request that failed on its way) is said as any failure in the portal.
 */
function useSaveProblem(onSessionEnded: (notice?: string) => void) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const problemText = useProblemText();
  return (e: unknown) => {
    if (e instanceof PartnerApiError && e.status === 401) onSessionEnded();
    if (e instanceof PartnerApiError && e.status === 400 && e.field)
      return t(partnerCopy.fieldInvalid, { message: apiRefusalText(intl, e) });
    if (e instanceof PartnerApiError && e.issue.code && e.status !== 401) return apiRefusalText(intl, e);
    return problemText(e);
  };
}

/** The provider's public profile (live at once), its checks with their dates, and its verification details (reviewed). */
export function PartnerProfile({ onSessionEnded }: { onSessionEnded: (notice?: string) => void }) {
  const t = useIntl().formatMessage;
  const load = usePortalLoad<{ item: OwnProfile }>("profile", onSessionEnded);
  return (
    <>
      <PortalSection title={t(partnerCopy.profileTitle)} load={load}>
        {(data) => <LiveProfileForm profile={data.item.live} onSessionEnded={onSessionEnded} />}
      </PortalSection>
      <PortalSection title={t(partnerCopy.checksTitle)} load={load}>
        {(data) => <Checks checks={data.item.checks} />}
      </PortalSection>
      <PortalSection title={t(partnerCopy.verificationTitle)} load={load}>
        {(data) => <VerificationForm profile={data.item} onChanged={load.reload} onSessionEnded={onSessionEnded} />}
      </PortalSection>
    </>
  );
}

/** The public profile's form (exported for its render test). */
export function LiveProfileForm({ profile, onSessionEnded }: { profile: LiveProfile; onSessionEnded: (notice?: string) => void }) {
  const t = useIntl().formatMessage;
  const districts = useDistrictChoices();
  const id = useId();
  const [form, setForm] = useState(() => ({ ...profile, logo: profile.logo }));
  // The profile as last loaded or saved: a save sends only what the person changed from it.
  const [loaded, setLoaded] = useState(() => pickLive(profile));
  const [saved, setSaved] = useState("");
  const { pending, error, submit } = useSubmission(useSaveProblem(onSessionEnded));
  // The field a refused save names: its error goes beside it, and it takes focus.
  const { setField, errorOf, formError } = useRefusedField<LiveField>(id, error);
  const set = (key: LiveField) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <form
      className="max-w-xl"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved("");
        void submit(async () => {
          setField("");
          const answer = await partnerCall<{ item: LiveProfile }>("PUT", "profile", liveProfileEdits(loaded, pickLive(form))).catch(
            (e: unknown) => {
              if (e instanceof PartnerApiError && e.status === 400 && isLiveField(e.field)) setField(e.field);
              throw e;
            },
          );
          setLoaded(pickLive(answer.item));
          setForm((f) => ({ ...f, ...pickLive(answer.item) }));
          setSaved(t(partnerCopy.profileSaved));
        });
      }}
    >
      <p className="mt-1 text-sm text-slate-700">{t(partnerCopy.profileIntro)}</p>
      <LiveLine kind="alert" text={formError} />
      <Field id={`${id}-description`} label={t(partnerCopy.profileDescription)} className="mt-4" error={errorOf("description")}>
        {(control) => (
          <textarea
            {...control}
            dir="auto"
            rows={5}
            maxLength={PROVIDER_TEXT_MAX.description}
            value={form.description}
            onChange={set("description")}
            className={`${INPUT_CLASS} mt-1 py-2`}
          />
        )}
      </Field>
      <TextField
        id={`${id}-whatsappNumber`}
        label={t(partnerCopy.profileWhatsapp)}
        hint={t(partnerCopy.profileWhatsappHint)}
        error={errorOf("whatsappNumber")}
        className="mt-4"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        maxLength={PROVIDER_TEXT_MAX.whatsappNumber}
        value={form.whatsappNumber}
        onChange={set("whatsappNumber")}
      />
      <TextField
        id={`${id}-baseLocation`}
        label={t(partnerCopy.profileBaseLocation)}
        error={errorOf("baseLocation")}
        className="mt-4"
        dir="auto"
        maxLength={PROVIDER_TEXT_MAX.baseLocation}
        autoComplete="address-level2"
        value={form.baseLocation}
        onChange={set("baseLocation")}
      />
      <Field id={`${id}-district`} label={t(partnerCopy.profileDistrict)} className="mt-4" error={errorOf("district")}>
        {(control) => (
          <select {...control} value={form.district} onChange={set("district")} className={`${INPUT_CLASS} mt-1 py-2`}>
            <SelectOptions
              options={[{ id: "", label: t(partnerCopy.profileDistrictNone) }, ...districts.map((d) => ({ id: d.value, label: d.label }))]}
            />
          </select>
        )}
      </Field>
      <Button type="submit" busy={pending} className="mt-6">
        {t(pending ? partnerCopy.working : partnerCopy.profileSave)}
      </Button>
      <LiveLine kind="status" text={saved} />
    </form>
  );
}

/** The live profile's fields, each one box of its form (whose id ends in the field's name). */
const LIVE_FIELDS = ["description", "whatsappNumber", "baseLocation", "district"] as const;
type LiveField = (typeof LIVE_FIELDS)[number];
const isLiveField = (field: string): field is LiveField => (LIVE_FIELDS as readonly string[]).includes(field);

function pickLive(p: LiveProfile): Pick<LiveProfile, LiveField> {
  return { description: p.description, whatsappNumber: p.whatsappNumber, baseLocation: p.baseLocation, district: p.district };
}

function Checks({ checks }: { checks: OwnProfile["checks"] }) {
  const t = useIntl().formatMessage;
  const locale = usePageLocale();
  if (checks.length === 0) return <p className="mt-3 text-slate-700">{t(partnerCopy.checksEmpty)}</p>;
  return (
    <ul className="mt-3 space-y-2">
      {checks.map((c) => (
        <li key={c.id}>
          <span className="font-medium">{CHECK_NAMES[c.id] ? t(CHECK_NAMES[c.id]!) : c.id}</span>
          {c.checkedOn ? (
            <span className="text-slate-700">
              {" "}
              ·{" "}
              {t(partnerCopy.checkDates, {
                date: formatDate(c.checkedOn, locale),
                until: c.expiresOn ? formatDate(c.expiresOn, locale) : "none",
              })}
            </span>
          ) : null}
          {c.standing.state !== "valid" ? (
            <span className="ms-2 rounded bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">
              {t(partnerCopy.checkExpiry, { state: c.standing.state, days: c.standing.state === "expiring" ? c.standing.daysLeft : 0 })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The verification details' form (exported for its render test). */
export function VerificationForm({
  profile,
  onChanged,
  onSessionEnded,
}: {
  profile: OwnProfile;
  onChanged: () => void;
  onSessionEnded: (notice?: string) => void;
}) {
  const t = useIntl().formatMessage;
  const locale = usePageLocale();
  const id = useId();
  const [form, setForm] = useState<VerificationDetails>(profile.verification);
  const [sent, setSent] = useState("");
  useEffect(() => setForm(profile.verification), [profile.verification]);
  const { pending, error, submit } = useSubmission(useSaveProblem(onSessionEnded));
  const change = profile.change;
  const labelOf = (field: VerificationField) =>
    field === "legalName" ? t(partnerCopy.legalName) : t(partnerCopy.referenceLabel, { check: t(CHECK_NAMES[field.slice(10)]!) });

  return (
    <div className="max-w-xl">
      <p className="mt-1 text-sm text-slate-700">{t(partnerCopy.verificationIntro)}</p>
      {change && change.status !== "Approved" && change.status !== "Withdrawn" ? (
        <div className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">
            {t(partnerCopy.changeStatus, {
              status: change.status,
              date: formatDate((change.decidedAt ?? change.submittedAt).slice(0, 10), locale),
            })}
          </p>
          {change.reason ? <p className="mt-1">{t(partnerCopy.changeReason, { reason: change.reason })}</p> : null}
          <ul className="mt-2 list-disc ps-5">
            {(Object.entries(change.changes) as [VerificationField, [string, string]][]).map(([field, [from, to]]) => (
              <li key={field}>
                {t(partnerCopy.changeLine, {
                  field: labelOf(field),
                  from: from || t(partnerCopy.changeEmpty),
                  to: to || t(partnerCopy.changeEmpty),
                })}
              </li>
            ))}
          </ul>
          {change.status === "Pending" ? (
            <Button
              type="button"
              variant="secondary"
              className="mt-3"
              busy={pending}
              onClick={() =>
                void submit(async () => {
                  await partnerCall("DELETE", "profile/verification").catch((e: unknown) => {
                    // Decided by the admin meanwhile: show where it stands now, beside the refusal.
                    if (e instanceof PartnerApiError && e.status === 404) onChanged();
                    throw e;
                  });
                  setSent("");
                  onChanged();
                })
              }
            >
              {t(partnerCopy.verificationWithdraw)}
            </Button>
          ) : null}
        </div>
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSent("");
          void submit(async () => {
            const references = Object.fromEntries(STATED_REFERENCE_CHECKS.map((c) => [c, form[`reference:${c}`]]));
            await partnerCall("POST", "profile/verification", { legalName: form.legalName, references });
            setSent(t(partnerCopy.verificationSent));
            onChanged();
          });
        }}
      >
        <LiveLine kind="alert" text={error} />
        <TextField
          id={`${id}-legal`}
          label={labelOf("legalName")}
          className="mt-4"
          dir="auto"
          maxLength={PROVIDER_TEXT_MAX.legalName}
          autoComplete="organization"
          value={form.legalName}
          onChange={(e) => setForm((f) => ({ ...f, legalName: e.target.value }))}
        />
        {STATED_REFERENCE_CHECKS.map((check: StatedReferenceCheck) => (
          <TextField
            key={check}
            id={`${id}-${check}`}
            label={labelOf(`reference:${check}`)}
            hint={check === "bank-account" ? t(partnerCopy.bankHint) : undefined}
            className="mt-4"
            dir="ltr"
            maxLength={PROVIDER_TEXT_MAX.reference}
            autoComplete="off"
            value={form[`reference:${check}`]}
            onChange={(e) => setForm((f) => ({ ...f, [`reference:${check}`]: e.target.value }))}
          />
        ))}
        <Button type="submit" busy={pending} disabled={change?.status === "Pending"} className="mt-6">
          {t(pending ? partnerCopy.working : partnerCopy.verificationSubmit)}
        </Button>
        <LiveLine kind="status" text={sent} />
      </form>
    </div>
  );
}
