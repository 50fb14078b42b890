import { isFavorite, toggleFavorite, useFavorites, type FavoriteSnapshot } from "./favorites-store";

interface FavoriteButtonProps {
  snapshot: FavoriteSnapshot;
  className?: string;
}

/** Heart toggle; pressed when the package is among the favourites in this browser. */
export function FavoriteButton({ snapshot, className = "" }: FavoriteButtonProps) {
  const favorites = useFavorites();
  const pressed = isFavorite(favorites, snapshot.id);
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`Favourite ${snapshot.title}`}
      title={pressed ? "Remove from favourites" : "Add to favourites"}
      onClick={() => toggleFavorite(snapshot)}
      className={`inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/95 shadow ring-1 ring-slate-200 hover:bg-rose-50 ${className}`}
    >
      <HeartIcon filled={pressed} />
    </button>
  );
}

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill={filled ? "#e11d48" : "none"} stroke="#e11d48" strokeWidth="2">
      <path d="M12 21s-7-4.35-9.5-8.5C.5 8.5 3 4 7 4c2 0 3.5 1 5 3 1.5-2 3-3 5-3 4 0 6.5 4.5 4.5 8.5C19 16.65 12 21 12 21z" />
    </svg>
  );
}
