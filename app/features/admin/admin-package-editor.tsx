import type { PackageStatus, TravelPackage } from "../../../domain/package";
import { PackageEditor } from "../../components/package-editor/package-editor";
import type { PackageLinks, PlaceLinksApi } from "../../components/package-editor/place-picker";
import { AdminApiError, call, createPackage, isSessionEnded, reasonOf, updatePackage, uploadFile } from "./admin-api";
import { failureMessage } from "./failure-message";
import { ProviderPicker } from "./providers-picker";

const SAVE_SESSION_ENDED = "your session has ended. Sign in again in a new tab, then save again here: this form keeps your changes.";

/** A 400 or 409 names the broken rule in the spec's words; anything else is 'Failed to save package: …'. */
function saveError(error: unknown): string {
  if (error instanceof AdminApiError && (error.status === 400 || error.status === 409)) return error.message;
  if (isSessionEnded(error)) return failureMessage("Failed to save package", SAVE_SESSION_ENDED);
  return failureMessage("Failed to save package", reasonOf(error));
}

/** A package's places through /api/admin/packages/:id/places (ADR 108). */
function placesApi(id: string): PlaceLinksApi {
  const path = `/api/admin/packages/${encodeURIComponent(id)}/places`;
  return {
    load: () => call<PackageLinks>("GET", path),
    choose: (slugs) => call<PackageLinks>("PUT", path, { places: slugs }),
    reasonOf,
  };
}

/** The shared package editor with the admin's own fields (provider, status, featured), saving through /api/admin. */
export function AdminPackageEditor({
  pkg,
  onClose,
  onSaved,
}: {
  pkg?: TravelPackage;
  onClose: () => void;
  /** Called with the status the package was saved in (the dashboard says when it is not public). */
  onSaved: (status: PackageStatus) => void;
}) {
  return (
    <PackageEditor
      pkg={pkg}
      admin={{
        providerPicker: (form, patch) => (
          <ProviderPicker id="package-provider" providerName={form.providerName} meshId={form.meshId} onPick={(picked) => patch(picked)} />
        ),
      }}
      places={pkg ? placesApi(pkg.id) : undefined}
      skipUnchanged
      upload={uploadFile}
      save={async (draft) => {
        if (pkg) await updatePackage(pkg.id, draft, pkg.updatedAt);
        else await createPackage(draft);
      }}
      saveErrorText={saveError}
      onClose={onClose}
      onSaved={(draft) => onSaved(draft.status)}
    />
  );
}
