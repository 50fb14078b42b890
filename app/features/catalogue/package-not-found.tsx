import { useNavigate } from "react-router";
import { Icon } from "../../components/ui/icon";
import { PATHS } from "../../paths";

export { PACKAGE_NOT_FOUND } from "../../../domain/package";
export const PACKAGE_LOAD_FAILED = "Failed to load package details";
export const PACKAGE_DOES_NOT_EXIST = "The package you are looking for does not exist.";

/** The 'Package Not Found' page with its reason and a Go Back button. */
export function PackageNotFound({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Package Not Found</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      <button
        type="button"
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(PATHS.packages))}
        className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        <Icon name="chevron-left" />
        Go Back
      </button>
    </section>
  );
}
