import { useId, useState } from "react";
import { imageAtWidth } from "../../../domain/images";
import {
  checkStanding,
  PROVIDER_STATUSES,
  PROVIDER_TEXT_MAX,
  VERIFICATION_CHECKS,
  type Provider,
  type ProviderDraft,
  type VerificationCheckId,
  YEAR_ESTABLISHED_DIGITS,
} from "../../../domain/providers";
import { useSiteToday } from "../../components/root-data";
import { AdminApiError, isSessionEnded, reasonOf, uploadFile } from "./admin-api";
import { ui } from "../../components/package-editor/form-classes";
import { draftFields, useDistrictChoices } from "../../components/package-editor/form-fields";
import { EditorDialog, useEditorDialog } from "../../components/package-editor/editor-dialog";
import { failureMessage } from "./failure-message";
import { saveProvider } from "./providers-api";

/**
 * The provider as the form holds it: what the admin edits of a Provider, with the year and the
 * date as typed (blank for none) and the checks keyed by id.
 */
type Form = Omit<Provider, "id" | "isDemo" | "createdAt" | "updatedAt" | "yearEstablished" | "verifiedOn" | "checks"> & {
  yearEstablished: string;
  verifiedOn: string;
  /** Checks done, each with its reference number (admin only), the day it was made and its last valid day ("" for the defaults). */
  checks: Partial<Record<VerificationCheckId, { reference: string; checkedOn: string; expiresOn: string }>>;
};

function toForm(p?: Provider): Form {
  return {
    name: p?.name ?? "",
    slug: p?.slug ?? "",
    legalName: p?.legalName ?? "",
    description: p?.description ?? "",
    logo: p?.logo ?? null,
    baseLocation: p?.baseLocation ?? "",
    district: p?.district ?? "",
    meshId: p?.meshId ?? "",
    whatsappNumber: p?.whatsappNumber ?? "",
    email: p?.email ?? "",
    yearEstablished: p?.yearEstablished ? String(p.yearEstablished) : "",
    status: p?.status ?? "Unverified",
    verifiedOn: p?.verifiedOn ?? "",
    checks: Object.fromEntries(
      (p?.checks ?? []).map((c) => [c.id, { reference: c.reference, checkedOn: c.checkedOn ?? "", expiresOn: c.expiresOn ?? "" }]),
    ),
  };
}

function toDraft(form: Form, logo: string | null): ProviderDraft {
  return {
    name: form.name,
    slug: form.slug.trim() || undefined,
    legalName: form.legalName,
    description: form.description,
    logo,
    baseLocation: form.baseLocation,
    district: form.district,
    meshId: form.meshId,
    whatsappNumber: form.whatsappNumber,
    email: form.email,
    yearEstablished: form.yearEstablished.trim() || null,
    status: form.status,
    verifiedOn: form.verifiedOn.trim() || null,
    checks: VERIFICATION_CHECKS.flatMap((c) => {
      const check = form.checks[c.id];
      return check
        ? [{ id: c.id, reference: check.reference, checkedOn: check.checkedOn || null, expiresOn: check.expiresOn || null }]
        : [];
    }),
  };
}

/** Create or edit a provider: details, logo (the admin upload pipeline), verification block (ADR 026, 037). */
export function ProviderEditor({
  provider,
  onClose,
  onSaved,
}: {
  provider?: Provider;
  onClose: () => void;
  onSaved: (p: Provider) => void;
}) {
  const [initial] = useState(() => toForm(provider));
  const [form, setForm] = useState<Form>(initial);
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [error, setError] = useState<{ text: string; field?: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const districtChoices = useDistrictChoices();
  const dirty = logoFile !== null || JSON.stringify(initial) !== JSON.stringify(form);
  const editor = useEditorDialog({ firstField: "name", dirty, saving, onClose });
  const patch = (p: Partial<Form>) => setForm((f) => ({ ...f, ...p }));

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setError(null);
    setSaving(true);
    try {
      let logo = form.logo;
      if (logoFile) {
        logo = (await uploadFile("banner", logoFile)).url;
        patch({ logo });
        setLogoFile(null);
      }
      const saved = await saveProvider(toDraft(form, logo), provider?.id);
      setSaving(false);
      onSaved(saved);
    } catch (e) {
      setSaving(false);
      const field = e instanceof AdminApiError ? e.field : undefined;
      const text =
        e instanceof AdminApiError && e.status === 400
          ? e.message
          : isSessionEnded(e)
            ? failureMessage("Failed to save provider", "your session has ended. Sign in again in a new tab, then save again here.")
            : failureMessage("Failed to save provider", reasonOf(e));
      setError({ text, field });
      if (field) editor.focusField(field);
    }
  }

  const errorOf = (field: string) => (error?.field === field ? error.text : undefined);
  const { text, area, select } = draftFields(id, form, patch, errorOf);

  const logoPreview = logoFile ? URL.createObjectURL(logoFile) : form.logo ? imageAtWidth(form.logo, 480) : null;

  return (
    <EditorDialog
      editor={editor}
      heading={provider ? "Edit Provider" : "Add Provider"}
      widthClass="sm:max-w-3xl"
      error={error?.text ?? ""}
      submitLabel={provider ? "Update Provider" : "Add Provider"}
      onSubmit={submit}
    >
      <fieldset className={ui.section}>
        <legend className={ui.legend}>Details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("name", "Provider name", { required: true, maxLength: PROVIDER_TEXT_MAX.name })}
          {text("slug", "URL name", { hint: "For /provider/… ; left blank, it is made from the name.", maxLength: PROVIDER_TEXT_MAX.slug })}
          {text("legalName", "Legal name", {
            hint: "As registered; the bank account and registrations carry it. Never shown publicly.",
            maxLength: PROVIDER_TEXT_MAX.legalName,
          })}
          {area("description", "Short description", { rows: 4, maxLength: PROVIDER_TEXT_MAX.description, className: "sm:col-span-2" })}
          {text("baseLocation", "Base location", { maxLength: PROVIDER_TEXT_MAX.baseLocation })}
          {select("district", "District", districtChoices, "Not recorded")}
          {text("meshId", "MESH ID", { maxLength: PROVIDER_TEXT_MAX.meshId })}
          {text("yearEstablished", "Year established", {
            hint: "Four digits, e.g. 2012.",
            maxLength: YEAR_ESTABLISHED_DIGITS,
            inputMode: "numeric",
          })}
          {text("whatsappNumber", "WhatsApp business number", {
            type: "tel",
            maxLength: PROVIDER_TEXT_MAX.whatsappNumber,
            hint: "Digits with the country code, e.g. 919876543210. Enquiries go here only while the provider is Verified.",
          })}
          {text("email", "E-mail", { type: "email", hint: "Never shown publicly.", maxLength: PROVIDER_TEXT_MAX.email })}
        </div>
      </fieldset>

      <LogoFieldset
        preview={logoPreview}
        removable={Boolean(form.logo || logoFile)}
        onFile={setLogoFile}
        onRemove={() => {
          setLogoFile(null);
          patch({ logo: null });
        }}
      />

      <fieldset className={ui.section}>
        <legend className={ui.legend}>Verification</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {select("status", "Status", PROVIDER_STATUSES)}
          {text("verifiedOn", "Date verified", { type: "date", hint: "Left blank when verifying, today is used." })}
        </div>
        <VerificationChecks
          checks={form.checks}
          error={errorOf("checks")}
          change={(update) => setForm((f) => ({ ...f, checks: update(f.checks) }))}
        />
      </fieldset>
    </EditorDialog>
  );
}

/** The provider's logo: a preview of the saved one or of the file chosen, a file input, and a way to remove it. */
function LogoFieldset({
  preview,
  removable,
  onFile,
  onRemove,
}: {
  preview: string | null;
  removable: boolean;
  onFile: (file: File | null) => void;
  onRemove: () => void;
}) {
  return (
    <fieldset className={ui.section}>
      <legend className={ui.legend}>Logo</legend>
      <div className="flex flex-wrap items-center gap-4">
        {preview ? (
          <img src={preview} alt="Logo preview" className="h-20 w-20 rounded-lg border border-slate-200 object-contain" />
        ) : (
          <p className="text-sm text-slate-600">No logo.</p>
        )}
        <div className="space-y-2">
          <label className={ui.label}>
            Logo image (JPEG, PNG, WebP, GIF or AVIF, up to 15 MB)
            <input
              type="file"
              accept="image/*"
              data-field="logo"
              onChange={(e) => onFile(e.target.files?.[0] ?? null)}
              className="mt-1 block text-sm"
            />
          </label>
          {removable ? (
            <button type="button" className={ui.buttonQuiet} onClick={onRemove}>
              Remove logo
            </button>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}

/**
 * The verification checks done, each with its reference number, the day it was made and its last
 * valid day; `change` is given how the checks change, so quick edits never overwrite each other.
 */
function VerificationChecks({
  checks,
  error,
  change,
}: {
  checks: Form["checks"];
  error?: string;
  change: (update: (checks: Form["checks"]) => Form["checks"]) => void;
}) {
  return (
    <fieldset className="mt-4" data-field="checks" tabIndex={-1}>
      <legend className="text-sm font-semibold text-slate-800">Checks done</legend>
      <p className="text-sm text-slate-600">
        Reference numbers stay in the admin; the public page lists which checks were done and when. A check drops from the public page after
        its last valid day; tourism approvals and houseboat classifications run two years when no date is given.
      </p>
      {error ? <p className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
      <ul className="mt-2 space-y-3">
        {VERIFICATION_CHECKS.map((check) => {
          const done = checks[check.id] !== undefined;
          return (
            <li key={check.id} className="grid gap-2 sm:grid-cols-2 sm:items-center">
              <label className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  checked={done}
                  onChange={(e) =>
                    change((before) => {
                      const after = { ...before };
                      if (e.target.checked) after[check.id] = { reference: "", checkedOn: "", expiresOn: "" };
                      else delete after[check.id];
                      return after;
                    })
                  }
                  className="h-4 w-4 accent-brand-700"
                />
                {check.label}
              </label>
              {done ? (
                <div className="grid gap-2 sm:grid-cols-3 sm:col-span-2">
                  {(
                    [
                      ["reference", "Reference number (optional)", "text"],
                      ["checkedOn", "Checked on (blank: today)", "date"],
                      ["expiresOn", "Valid until (blank: the default)", "date"],
                    ] as const
                  ).map(([key, label, type]) => (
                    <label key={key} className="block text-sm text-slate-700">
                      <span className="sr-only">{check.label}: </span>
                      {label}
                      <input
                        type={type}
                        value={checks[check.id]?.[key] ?? ""}
                        maxLength={key === "reference" ? PROVIDER_TEXT_MAX.reference : undefined}
                        autoComplete="off"
                        onChange={(e) => change((before) => ({ ...before, [check.id]: { ...before[check.id]!, [key]: e.target.value } }))}
                        className={`${ui.input} mt-1`}
                      />
                    </label>
                  ))}
                  <CheckExpiry expiresOn={checks[check.id]?.expiresOn ?? ""} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** "Expires in N days" from 30 days before a check's last valid day, "Expired" after it (the site's today, APP_TIMEZONE). */
function CheckExpiry({ expiresOn }: { expiresOn: string }) {
  const today = useSiteToday();
  if (!expiresOn) return null;
  const standing = checkStanding({ expiresOn }, today);
  if (standing.state === "valid") return null;
  return (
    <p className="text-sm font-medium text-amber-800 sm:col-span-3">
      {standing.state === "expired"
        ? "Expired: no longer shown publicly."
        : `Expires in ${standing.daysLeft} day${standing.daysLeft === 1 ? "" : "s"}.`}
    </p>
  );
}
