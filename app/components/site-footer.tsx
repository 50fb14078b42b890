import { Link } from "react-router";
import type { PublicConfig } from "../../server/config";
import { useIntl } from "react-intl";
import { siteCopy } from "../i18n/copy/site";
import { useLocalizedPath } from "../i18n/localized-path";
import { FOOTER_LINKS, LOGO_URL } from "./site-links";
import { StaticMarkup } from "./static-markup";
import { Icon } from "./ui/icon";
import { whatsappUrl } from "../../domain/whatsapp-message";

const externalLink = "inline-flex items-center gap-2 rounded hover:text-white hover:underline";

export function SiteFooter({ contact }: { contact: PublicConfig["contact"] }) {
  const year = new Date().getFullYear();
  const intl = useIntl();
  const localized = useLocalizedPath();
  const social = [
    { name: "Instagram", icon: "instagram", href: contact.instagramUrl },
    { name: "YouTube", icon: "youtube", href: contact.youtubeUrl },
    { name: "LinkedIn", icon: "linkedin", href: contact.linkedinUrl },
    { name: "Facebook", icon: "facebook", href: contact.facebookUrl },
  ] as const;
  return (
    <StaticMarkup as="footer" className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <img src={LOGO_URL} alt="" width={32} height={32} loading="lazy" />
            Kerala Trips
          </p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed">{intl.formatMessage(siteCopy.footerTagline)}</p>
          <p className="mt-4 flex items-center gap-2 text-sm">
            <Icon name="map-pin" />
            {intl.formatMessage(siteCopy.footerPlace)}
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-semibold text-white">
            {intl.formatMessage(siteCopy.footerQuickLinks)}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link className="rounded hover:text-white hover:underline" to={localized(l.to)}>
                  {intl.formatMessage(l.message)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">{intl.formatMessage(siteCopy.footerGetInTouch)}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a className={externalLink} href={whatsappUrl(contact.whatsappNumber)} rel="noopener noreferrer" target="_blank">
                <Icon name="whatsapp" />
                {intl.formatMessage(siteCopy.chatOnWhatsApp)}
              </a>
            </li>
            <li>
              <a className={externalLink} href={`mailto:${contact.email}`}>
                <Icon name="envelope" />
                {contact.email}
              </a>
            </li>
          </ul>
          <ul className="mt-5 flex gap-3" aria-label={intl.formatMessage(siteCopy.socialMedia)}>
            {social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-700 hover:text-white"
                >
                  <Icon name={s.icon} size={20} />
                  <span className="sr-only">{s.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800 px-4 py-5 text-center text-xs text-slate-400">
        <p>{intl.formatMessage(siteCopy.rights, { year: String(year) })}</p>
        <p className="mt-1">{intl.formatMessage(siteCopy.credit)}</p>
      </div>
    </StaticMarkup>
  );
}
