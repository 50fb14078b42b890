import { Link } from "react-router";
import type { PublicConfig } from "../../server/config";
import { PATHS } from "../paths";

export const FOOTER_LINKS = [
  { to: PATHS.home, label: "Home" },
  { to: PATHS.packages, label: "Packages" },
  { to: PATHS.about, label: "About" },
  { to: PATHS.contact, label: "Contact" },
  { to: PATHS.favorites, label: "Favorites" },
] as const;

const ICONS = {
  Instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.5" cy="6.5" r="1.3" />
    </>
  ),
  YouTube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9l5 3-5 3z" fill="#0f172a" />
    </>
  ),
  LinkedIn: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path
        d="M7 10v7M7 7v.01M11 17v-7M11 13c0-2 1.2-3 2.7-3S16 11 16 13v4"
        fill="none"
        stroke="#0f172a"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </>
  ),
  Facebook: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path
        d="M13 21v-7h2.5l.5-3H13V9.5c0-.9.4-1.5 1.6-1.5H16V5.3c-.5-.1-1.3-.2-2.2-.2-2.3 0-3.8 1.4-3.8 3.9V11H7.5v3H10v7z"
        fill="#0f172a"
      />
    </>
  ),
} as const;

const externalLink = "inline-flex items-center gap-2 rounded hover:text-white hover:underline";

export function SiteFooter({ contact }: { contact: PublicConfig["contact"] }) {
  const year = new Date().getFullYear();
  const social = [
    { name: "Instagram", href: contact.instagramUrl },
    { name: "YouTube", href: contact.youtubeUrl },
    { name: "LinkedIn", href: contact.linkedinUrl },
    { name: "Facebook", href: contact.facebookUrl },
  ] as const;
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <img src="/logo.svg" alt="" width={32} height={32} loading="lazy" />
            Kerala Trips
          </p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed">
            Holiday packages from verified providers, compared in the open and booked straight with the people who run them. Free for
            travellers, always.
          </p>
          <p className="mt-4 flex items-center gap-2 text-sm">
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
              <path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
            </svg>
            Kerala, India
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-semibold text-white">
            Quick Links
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link className="rounded hover:text-white hover:underline" to={l.to}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">Get in Touch</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a className={externalLink} href={`https://wa.me/${contact.whatsappNumber}`} rel="noopener noreferrer" target="_blank">
                <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
                  <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.6-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.4.6-.4.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.2z" />
                </svg>
                Chat on WhatsApp
              </a>
            </li>
            <li>
              <a className={externalLink} href={`mailto:${contact.email}`}>
                <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                  <rect x="3" y="5" width="18" height="14" rx="2" />
                  <path d="M3 7l9 6 9-6" />
                </svg>
                {contact.email}
              </a>
            </li>
          </ul>
          <ul className="mt-5 flex gap-3" aria-label="Social media">
            {social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-700 hover:text-white"
                >
                  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
                    {ICONS[s.name]}
                  </svg>
                  <span className="sr-only">{s.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800 px-4 py-5 text-center text-xs text-slate-400">
        <p>© {year} Kerala Trips. All rights reserved.</p>
        <p className="mt-1">Designed and developed by the Kerala Trips engineering team.</p>
      </div>
    </footer>
  );
}
