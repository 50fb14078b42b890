/** A list of highlights with a tick before each (drawn, so it is not read out or copied). */
export function HighlightList({ items, className = "space-y-1 text-sm text-slate-700" }: { items: string[]; className?: string }) {
  return (
    <ul className={className} aria-label="Highlights">
      {items.map((h, i) => (
        <li key={i} className="flex gap-2">
          <svg
            aria-hidden="true"
            className="mt-0.5 shrink-0 text-brand-600"
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
          >
            <path d="M5 12l5 5L20 7" />
          </svg>
          <span>{h}</span>
        </li>
      ))}
    </ul>
  );
}
