import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation, useMatches } from "react-router";
import { useIntl } from "react-intl";
import { CurrencyPicker } from "../i18n/currency-picker";
import { siteCopy } from "../i18n/copy/site";
import { LanguageSwitcher } from "../i18n/language-switcher";
import { useLocalizedPath } from "../i18n/localized-path";
import { PATHS } from "../paths";
import { NavigationProgress } from "./navigation-progress";
import { LOGO_URL, NAV_LINKS } from "./site-links";
import { Icon } from "./ui/icon";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-base font-medium xl:px-2 xl:text-sm xl:whitespace-nowrap ${
    isActive ? "bg-brand-50 text-brand-700 font-semibold" : "text-slate-700 hover:bg-slate-50 hover:text-brand-700"
  }`;

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const intl = useIntl();
  const localized = useLocalizedPath();
  // The admin panel is in English only and lives at one address (ADMIN_PATH): a language link there
  // would lead to a page not found. The catch-all route's loader marks the admin page.
  const adminPage = useMatches().some((match) => (match.loaderData as { page?: string } | undefined)?.page === "admin");

  // A navigation by any means (links, back button) closes the menu.
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => setOpen(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <NavigationProgress />
      <nav
        aria-label={intl.formatMessage(siteCopy.navMain)}
        className="relative mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2.5"
      >
        <Link
          to={localized(PATHS.home)}
          className="flex shrink-0 items-center gap-2 rounded-md text-lg font-extrabold whitespace-nowrap text-brand-800"
          onClick={close}
        >
          <img src={LOGO_URL} alt="" width={36} height={36} />
          <span>Kerala Trips</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 xl:hidden"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpen((v) => !v)}
        >
          <span className="sr-only">{intl.formatMessage(open ? siteCopy.closeMenu : siteCopy.openMenu)}</span>
          <Icon name={open ? "close" : "menu"} size={24} />
        </button>
        <ul
          id="main-menu"
          className={`${open ? "flex" : "hidden"} absolute inset-x-0 top-full flex-col gap-1 border-b border-slate-200 bg-white p-4 shadow-lg xl:static xl:flex xl:flex-row xl:items-center xl:border-0 xl:p-0 xl:shadow-none`}
        >
          {NAV_LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={localized(l.to)} end={l.to === PATHS.home} className={linkClass} onClick={close}>
                {intl.formatMessage(l.message)}
              </NavLink>
            </li>
          ))}
          <li className="mt-2 xl:mt-0">
            <NavLink
              to={localized(PATHS.favorites)}
              onClick={close}
              className={({ isActive }) =>
                `inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold text-white shadow-sm xl:ms-2 xl:px-3 xl:whitespace-nowrap ${
                  isActive ? "bg-rose-800 ring-2 ring-rose-300 ring-offset-2" : "bg-rose-700 hover:bg-rose-800"
                }`
              }
            >
              <Icon name="heart" />
              {intl.formatMessage(siteCopy.navFavorites)}
            </NavLink>
          </li>
          <li className="mt-2 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-2 xl:ms-1 xl:gap-1 xl:mt-0 xl:flex-nowrap xl:border-0 xl:pt-0">
            {adminPage ? null : <LanguageSwitcher />}
            <CurrencyPicker />
          </li>
        </ul>
      </nav>
    </header>
  );
}
