import { useIntl } from "react-intl";
import { siteCopy } from "../../i18n/copy/site";
import { Icon } from "../../components/ui/icon";
import { useInsightBeacon } from "../../components/insight-beacon";
import { usePageLanguage } from "../../i18n/page-locale";
import { favoriteTitle, isFavorite, toggleFavorite, useFavorites, type FavoriteSnapshot } from "./favorites-store";

interface FavoriteButtonProps {
  snapshot: FavoriteSnapshot;
  className?: string;
}

/** Heart toggle; pressed when the package is among the favourites in this browser. */
export function FavoriteButton({ snapshot, className = "" }: FavoriteButtonProps) {
  const favorites = useFavorites();
  const pressed = isFavorite(favorites, snapshot.id);
  const intl = useIntl();
  const page = usePageLanguage();
  const count = useInsightBeacon();
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={intl.formatMessage(siteCopy.favoriteLabel, { title: favoriteTitle(snapshot, page).title })}
      title={intl.formatMessage(pressed ? siteCopy.favoriteRemove : siteCopy.favoriteAdd)}
      onClick={() => {
        if (!pressed) count("favourite_added", snapshot.id);
        toggleFavorite(snapshot);
      }}
      className={`inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/95 shadow ring-1 ring-slate-200 hover:bg-rose-50 ${className}`}
    >
      <HeartIcon filled={pressed} />
    </button>
  );
}

/** The heart drawn in rose: filled when the package is a favourite. */
export function HeartIcon({ filled }: { filled: boolean }) {
  return <Icon name="heart" size={20} fill={filled ? "#e11d48" : "none"} stroke="#e11d48" strokeWidth={2} />;
}
