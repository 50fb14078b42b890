import { Icon } from "../../components/ui/icon";
import { COMPARE_LIMIT_MESSAGE, addToCompare, removeFromCompare, showCompareNotice, useCompareList } from "./compare-store";

interface CompareToggleProps {
  id: string;
  title: string;
  className?: string;
}

/** 'Compare' toggle on cards and the detail page; a fourth choice shows the limit message. */
export function CompareToggle({ id, title, className = "" }: CompareToggleProps) {
  const list = useCompareList();
  const pressed = !!list?.some((e) => e.id === id);
  function toggle() {
    if (pressed) {
      removeFromCompare(id);
      return;
    }
    if (addToCompare({ id, title }) === "full") showCompareNotice(COMPARE_LIMIT_MESSAGE);
  }
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`Compare ${title}`}
      onClick={toggle}
      className={`inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium ${
        pressed
          ? "border-brand-700 bg-brand-700 text-white"
          : "border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-700"
      } ${className}`}
    >
      <Icon name={pressed ? "check" : "plus"} />
      Compare
    </button>
  );
}
