import { useState } from "react";
import { Link, NavLink } from "react-router";

const LINKS = [
  { to: "/", label: "Home" },
  { to: "/packages", label: "Packages" },
  { to: "/last-minute-deals", label: "Last Minutes Deals" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:text-brand-700"}`;

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-lg font-extrabold text-brand-800" onClick={close}>
          <img src="/logo.svg" alt="" width={32} height={32} />
          <span>Kerala Trips</span>
        </Link>
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 md:hidden"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpen((v) => !v)}
        >
          <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
        <ul
          id="main-menu"
          className={`${open ? "flex" : "hidden"} absolute left-0 right-0 top-full flex-col gap-1 border-b border-slate-200 bg-white p-4 md:static md:flex md:flex-row md:items-center md:border-0 md:p-0`}
        >
          {LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end={l.to === "/"} className={linkClass} onClick={close}>
                {l.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink
              to="/favorites"
              onClick={close}
              className={({ isActive }) =>
                `ml-0 inline-flex items-center gap-1 rounded-full px-4 py-2 text-sm font-semibold md:ml-2 ${isActive ? "bg-rose-700 text-white" : "bg-rose-600 text-white hover:bg-rose-700"}`
              }
            >
              <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
                <path d="M12 21s-7-4.35-9.5-8.5C.5 8.5 3 4 7 4c2 0 3.5 1 5 3 1.5-2 3-3 5-3 4 0 6.5 4.5 4.5 8.5C19 16.65 12 21 12 21z" />
              </svg>
              Favorites
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
