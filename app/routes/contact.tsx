import type { ReactNode } from "react";
import { PageHero } from "../components/page-hero";
import { messagesMeta } from "../components/page-meta";
import { useRootData } from "../components/root-data";
import type { Route } from "./+types/contact";
import { Icon } from "../components/ui/icon";
import { whatsappUrl } from "../../domain/whatsapp-message";
import { useIntl } from "react-intl";
import { contactCopy } from "../i18n/copy/contact";
import { siteCopy } from "../i18n/copy/site";
import { pageMessages } from "../i18n/page-context.server";

export const meta: Route.MetaFunction = (args) => messagesMeta(args, contactCopy.metaTitle, contactCopy.metaDescription);

const WHY_CONTACT = [
  contactCopy.whyChoose,
  contactCopy.whyQuestions,
  contactCopy.whyChanges,
  contactCopy.whyCustom,
  contactCopy.whyListing,
];

/** Formats 919876543210 as +91 98765 43210 for reading; links keep the bare digits. */
function displayPhone(digits: string): string {
  return digits.startsWith("91") && digits.length === 12 ? `+91 ${digits.slice(2, 7)} ${digits.slice(7)}` : `+${digits}`;
}

/** One of the two boxes under the cards, named by its heading. */
function Panel({ id, title, look, children }: { id: string; title: string; look: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`rounded-2xl p-6 sm:p-8 ${look}`}>
      <h2 id={id} className="text-2xl font-extrabold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** This page's own message namespaces, sent by its loader beside the root's (ADR 058). */
const OWN_MESSAGES = ["contact"] as const;

export function loader({ request, context }: Route.LoaderArgs) {
  return { messages: pageMessages(request, context, OWN_MESSAGES) };
}

export default function Contact() {
  const t = useIntl().formatMessage;
  const contact = useRootData()?.publicConfig.contact;
  if (!contact) return null;
  const whatsapp = whatsappUrl(contact.whatsappNumber);
  const instagramHandle = contact.instagramUrl.replace(/^https?:\/\/(www\.)?instagram\.com\/?/, "").replace(/\/$/, "");
  const cards = [
    {
      icon: "whatsapp" as const,
      title: "WhatsApp",
      text: t(contactCopy.whatsappText),
      action: t(contactCopy.whatsappAction),
      href: whatsapp,
      tone: "bg-green-700 hover:bg-green-800",
      external: true,
    },
    {
      icon: "email-solid" as const,
      title: t(contactCopy.email),
      text: t(contactCopy.emailText),
      action: t(contactCopy.emailAction),
      href: `mailto:${contact.email}`,
      tone: "bg-brand-700 hover:bg-brand-800",
      external: false,
    },
    {
      icon: "instagram-solid" as const,
      title: "Instagram",
      text: t(contactCopy.instagramText),
      action: t(contactCopy.instagramAction),
      href: contact.instagramUrl,
      tone: "bg-pink-700 hover:bg-pink-800",
      external: true,
    },
  ];

  return (
    <>
      <PageHero title={t(contactCopy.heroTitle)} intro={t(contactCopy.heroIntro)} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <ul className="grid gap-5 md:grid-cols-3">
          {cards.map((c) => (
            <li key={c.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
              <span className={`mx-auto inline-flex size-14 items-center justify-center rounded-full text-white ${c.tone}`}>
                <Icon name={c.icon} size={28} />
              </span>
              <h2 className="mt-4 text-xl font-bold text-slate-900">{c.title}</h2>
              <p className="mt-2 flex-1 text-sm text-slate-600">{c.text}</p>
              <a
                href={c.href}
                {...(c.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className={`mt-5 inline-block rounded-full px-5 py-2.5 font-bold text-white ${c.tone}`}
              >
                {c.action}
                {c.external ? <span className="sr-only"> {t(siteCopy.opensInNewTab)}</span> : null}
              </a>
            </li>
          ))}
        </ul>

        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <Panel id="contact-info" title={t(contactCopy.infoTitle)} look="bg-slate-50">
            <dl className="mt-5 space-y-4">
              <div>
                <dt className="text-sm font-semibold text-slate-600">{t(contactCopy.phoneLabel)}</dt>
                <dd>
                  <a className="font-semibold text-brand-700 underline-offset-2 hover:underline" href={`tel:+${contact.whatsappNumber}`}>
                    {displayPhone(contact.whatsappNumber)}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-600">{t(contactCopy.email)}</dt>
                <dd>
                  <a className="font-semibold text-brand-700 underline-offset-2 hover:underline" href={`mailto:${contact.email}`}>
                    {contact.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-600">Instagram</dt>
                <dd>
                  <a
                    className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                    href={contact.instagramUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {instagramHandle ? `@${instagramHandle}` : "Instagram"}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-600">{t(contactCopy.serviceAreaLabel)}</dt>
                <dd className="font-semibold text-slate-900">{t(contactCopy.serviceArea)}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-600">{t(contactCopy.responseTimeLabel)}</dt>
                <dd className="font-semibold text-slate-900">{t(contactCopy.responseTime)}</dd>
              </div>
            </dl>
          </Panel>

          <Panel id="why-contact" title={t(contactCopy.whyTitle)} look="border border-slate-200">
            <ul className="mt-5 space-y-3">
              {WHY_CONTACT.map((reason) => (
                <li key={reason.id} className="flex gap-3 text-slate-700">
                  <Icon name="tick" size={20} className="mt-0.5 shrink-0 text-brand-700" />
                  {t(reason)}
                </li>
              ))}
            </ul>
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-8 inline-flex w-full items-center justify-center gap-2 rounded-full bg-green-700 px-6 py-3.5 font-bold text-white hover:bg-green-800"
            >
              <Icon name="whatsapp" size={28} />
              {t(contactCopy.startConversation)}
              <span className="sr-only"> {t(siteCopy.opensInNewTab)}</span>
            </a>
          </Panel>
        </div>
      </div>
    </>
  );
}
