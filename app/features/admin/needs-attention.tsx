import { useEffect, useState } from "react";
import type { TravelPackage } from "../../../domain/package";
import { call } from "./admin-api";
import { adminSectionSearch, type AdminSection } from "./admin-sections";

/**
 * How many reviews wait for moderation, asked again each time the admin changes section (a
 * moderation in the reviews section changes it); null until known or when the question failed.
 */
export function usePendingReviewCount(section: AdminSection): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    call<{ total: number }>("GET", "/api/admin/reviews?status=Pending").then(
      (answer) => live && setCount(answer.total),
      () => live && setCount(null),
    );
    return () => {
      live = false;
    };
  }, [section]);
  return count;
}

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The overview: what waits for the admin, each line a link to the section that handles it. Counts
 * come from the same answers the sections show; a count not known yet is not guessed.
 */
export function NeedsAttention({
  packages,
  loading,
  waiting,
  pendingReviews,
  open,
}: {
  packages: readonly TravelPackage[];
  loading: boolean;
  waiting: number | null;
  pendingReviews: number | null;
  open: (section: AdminSection) => void;
}) {
  const drafts = packages.filter((p) => p.status === "Draft").length;
  const paused = packages.filter((p) => p.status === "Paused").length;
  const lines: { key: string; text: string; section: AdminSection }[] = [];
  if (waiting)
    lines.push({
      key: "queue",
      text: `${plural(waiting, "package or change waits", "packages or changes wait")} for review`,
      section: "queue",
    });
  if (pendingReviews)
    lines.push({
      key: "reviews",
      text: `${plural(pendingReviews, "traveller review waits", "traveller reviews wait")} for moderation`,
      section: "reviews",
    });
  if (drafts)
    lines.push({
      key: "drafts",
      text: `${plural(drafts, "package is", "packages are")} saved as Draft: not public yet`,
      section: "packages",
    });
  if (paused)
    lines.push({ key: "paused", text: `${plural(paused, "package is", "packages are")} paused: not bookable`, section: "packages" });
  const known = !loading && waiting !== null && pendingReviews !== null;

  return (
    <section aria-labelledby="needs-attention-title" className="mt-8">
      <h2 id="needs-attention-title" className="text-lg font-semibold text-slate-900">
        Needs attention
      </h2>
      {lines.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {lines.map((line) => (
            <li key={line.key}>
              <a
                href={adminSectionSearch(line.section)}
                onClick={(event) => {
                  event.preventDefault();
                  open(line.section);
                }}
                className="inline-block rounded-lg border border-slate-200 bg-white px-4 py-3 font-medium text-brand-800 underline hover:bg-slate-50"
              >
                {line.text}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className="mt-3 text-slate-600">
          {known ? "Nothing needs your attention." : "Checking..."}
        </p>
      )}
    </section>
  );
}
