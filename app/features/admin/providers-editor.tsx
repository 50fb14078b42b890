import { useId, useState } from "react";
import { DISTRICTS } from "../../../domain/districts";
import { imageAtWidth } from "../../../domain/images";
import {
  PROVIDER_STATUSES,
  VERIFICATION_CHECKS,
  type Provider,
  type ProviderDraft,
  type ProviderStatus,
  type VerificationCheckId,
} from "../../../domain/providers";
import { Field, TextField } from "../../components/ui/field";
import { Icon } from "../../components/ui/icon";
import { useModalDialog } from "../../components/ui/use-modal-dialog";
import { AdminApiError, isSessionEnded, reasonOf, uploadFile } from "./admin-api";
import { ui } from "./admin-classes";
import { failureMessage } from "./failure-message";
import { saveProvider } from "./providers-api";

export const PROVIDER_DISCARD_CONFIRMATION = "You have unsaved changes. Close the form and lose them?";

type TextKey = "name" | "slug" | "description" | "baseLocation" | "meshId" | "whatsappNumber" | "email" | "yearEstablished" | "verifiedOn";

interface Form {
  name: string;
  slug: string;
  description: string;
  logo: string | null;
  baseLocation: string;
  district: string;
  meshId: string;
  whatsappNumber: string;
  email: string;
  yearEstablished: string;
  status: ProviderStatus;
  verifiedOn: string;
  /** Checks done, each with its reference number (admin only). */
  checks: Partial<Record<VerificationCheckId, string>>;
}

function toForm(p?: Provider): Form {
  return {
    name: p?.name ?? "",
    slug: p?.slug ?? "",
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
    checks: Object.fromEntries((p?.checks ?? []).map((c) => [c.id, c.reference])),
  };
}

function toDraft(form: Form, logo: string | null): ProviderDraft {
  return {
    name: form.name,
    slug: form.slug.trim() || undefined,
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
    checks: VERIFICATION_CHECKS.filter((c) => form.checks[c.id] !== undefined).map((c) => ({
      id: c.id,
      reference: form.checks[c.id] ?? "",
    })),
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
  const dirty = logoFile !== null || JSON.stringify(initial) !== JSON.stringify(form);
  const modal = useModalDialog({ initialFocus: '[data-field="name"]', onRequestClose: requestClose });
  const patch = (p: Partial<Form>) => setForm((f) => ({ ...f, ...p }));

  function requestClose() {
    if (saving) return;
    if (dirty && !window.confirm(PROVIDER_DISCARD_CONFIRMATION)) return;
    onClose();
  }

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
      if (field) modal.ref.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();
    }
  }

  const text = (key: TextKey, label: string, options: { type?: string; required?: boolean; hint?: string; className?: string } = {}) => (
    <TextField
      id={`${id}-${key}`}
      label={label}
      hint={options.hint}
      required={options.required}
      className={options.className}
      error={error?.field === key ? error.text : undefined}
      data-field={key}
      type={options.type ?? "text"}
      autoComplete="off"
      value={form[key]}
      onChange={(e) => patch({ [key]: e.target.value })}
    />
  );

  const logoPreview = logoFile ? URL.createObjectURL(logoFile) : form.logo ? imageAtWidth(form.logo, 480) : null;

  return (
    <dialog
      {...modal.dialogProps}
      aria-labelledby={`${id}-heading`}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 text-slate-900 backdrop:bg-slate-900/60 sm:m-auto sm:h-[92dvh] sm:max-w-3xl sm:rounded-2xl"
    >
      <form onSubmit={submit} noValidate className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6">
          <h2 id={`${id}-heading`} className="text-lg font-bold sm:text-xl">
            {provider ? "Edit Provider" : "Add Provider"}
          </h2>
          <button type="button" onClick={requestClose} aria-label="Close" className="rounded-full p-2 text-slate-600 hover:bg-slate-100">
            <Icon name="close" size={20} />
          </button>
        </div>

        <div inert={saving} className="flex-1 space-y-5 overflow-y-auto px-4 py-4 sm:px-6">
          <fieldset className={ui.section}>
            <legend className={ui.legend}>Details</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {text("name", "Provider name", { required: true })}
              {text("slug", "URL name", { hint: "For /provider/… ; left blank, it is made from the name." })}
              <Field id={`${id}-description`} label="Short description" className="sm:col-span-2">
                {(control) => (
                  <textarea
                    {...control}
                    data-field="description"
                    rows={4}
                    maxLength={2000}
                    value={form.description}
                    onChange={(e) => patch({ description: e.target.value })}
                    className={`${ui.input} mt-1`}
                  />
                )}
              </Field>
              {text("baseLocation", "Base location")}
              <Field id={`${id}-district`} label="District" error={error?.field === "district" ? error.text : undefined}>
                {(control) => (
                  <select
                    {...control}
                    data-field="district"
                    value={form.district}
                    onChange={(e) => patch({ district: e.target.value })}
                    className={`${ui.input} mt-1`}
                  >
                    <option value="">Not recorded</option>
                    {DISTRICTS.map((d) => (
                      <option key={d.slug} value={d.slug}>
                        {d.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {text("meshId", "MESH ID")}
              {text("yearEstablished", "Year established", { hint: "Four digits, e.g. 2012." })}
              {text("whatsappNumber", "WhatsApp business number", {
                hint: "Digits with the country code, e.g. 919876543210. Enquiries go here only while the provider is Verified.",
              })}
              {text("email", "E-mail", { type: "email", hint: "Never shown publicly." })}
            </div>
          </fieldset>

          <fieldset className={ui.section}>
            <legend className={ui.legend}>Logo</legend>
            <div className="flex flex-wrap items-center gap-4">
              {logoPreview ? (
                <img src={logoPreview} alt="Logo preview" className="h-20 w-20 rounded-lg border border-slate-200 object-contain" />
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
                    onChange={(e) => setLogoFile(e.target.files?.[0] ?? null)}
                    className="mt-1 block text-sm"
                  />
                </label>
                {form.logo || logoFile ? (
                  <button
                    type="button"
                    className={ui.buttonQuiet}
                    onClick={() => {
                      setLogoFile(null);
                      patch({ logo: null });
                    }}
                  >
                    Remove logo
                  </button>
                ) : null}
              </div>
            </div>
          </fieldset>

          <fieldset className={ui.section}>
            <legend className={ui.legend}>Verification</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id={`${id}-status`} label="Status" error={error?.field === "status" ? error.text : undefined}>
                {(control) => (
                  <select
                    {...control}
                    data-field="status"
                    value={form.status}
                    onChange={(e) => patch({ status: e.target.value as ProviderStatus })}
                    className={`${ui.input} mt-1`}
                  >
                    {PROVIDER_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {text("verifiedOn", "Date verified", { type: "date", hint: "Left blank when verifying, today is used." })}
            </div>
            <fieldset className="mt-4" data-field="checks" tabIndex={-1}>
              <legend className="text-sm font-semibold text-slate-800">Checks done</legend>
              <p className="text-sm text-slate-600">
                Reference numbers stay in the admin; the public page lists only which checks were done.
              </p>
              {error?.field === "checks" ? <p className="mt-1 text-sm font-medium text-red-700">{error.text}</p> : null}
              <ul className="mt-2 space-y-3">
                {VERIFICATION_CHECKS.map((check) => {
                  const done = form.checks[check.id] !== undefined;
                  return (
                    <li key={check.id} className="grid gap-2 sm:grid-cols-2 sm:items-center">
                      <label className="flex items-center gap-2 text-sm font-medium">
                        <input
                          type="checkbox"
                          checked={done}
                          onChange={(e) =>
                            setForm((f) => {
                              const checks = { ...f.checks };
                              if (e.target.checked) checks[check.id] = "";
                              else delete checks[check.id];
                              return { ...f, checks };
                            })
                          }
                          className="h-4 w-4 accent-brand-700"
                        />
                        {check.label}
                      </label>
                      {done ? (
                        <label className="block text-sm text-slate-700">
                          <span className="sr-only">{check.label}: </span>Reference number (optional)
                          <input
                            value={form.checks[check.id] ?? ""}
                            maxLength={100}
                            autoComplete="off"
                            onChange={(e) => setForm((f) => ({ ...f, checks: { ...f.checks, [check.id]: e.target.value } }))}
                            className={`${ui.input} mt-1`}
                          />
                        </label>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          </fieldset>
        </div>

        <div className="space-y-3 border-t border-slate-200 px-4 py-3 sm:px-6">
          <div role="alert" className={error ? "rounded-lg border border-red-200 bg-red-50 px-4 py-2.5 text-sm text-red-800" : "sr-only"}>
            {error?.text ?? ""}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" onClick={requestClose} disabled={saving} className={ui.buttonSecondary}>
              Cancel
            </button>
            <button type="submit" disabled={saving} className={ui.buttonPrimary}>
              {saving ? "Saving..." : provider ? "Update Provider" : "Add Provider"}
            </button>
          </div>
        </div>
      </form>
    </dialog>
  );
}
