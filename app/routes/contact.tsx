import { PageHero } from "../components/page-hero";
import { pageMeta } from "../components/page-meta";
import { useRootData } from "../components/root-data";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Contact Us",
    description: "Talk to Kerala Trips on WhatsApp (instant replies), by e-mail (within 24 hours) or on Instagram. We serve travellers across Kerala.",
  });

export const RESPONSE_TIME = "WhatsApp: Instant | Email: Within 24hrs";

const WHY_CONTACT = [
  "Help choosing the right package for your dates, group and budget",
  "Questions about a provider, an itinerary or what a price includes",
  "Changes or cancellations under our 48-hour Booking Guarantee",
  "Custom trips for families, groups and honeymooners",
  "Listing your own travel business as a verified provider",
] as const;

/** Formats 919876543210 as +91 98765 43210 for reading; links keep the bare digits. */
function displayPhone(digits: string): string {
  return digits.startsWith("91") && digits.length === 12 ? `+91 ${digits.slice(2, 7)} ${digits.slice(7)}` : `+${digits}`;
}

const ICON_PATHS = {
  whatsapp:
    "M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.6-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.4.6-.4.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.2z",
  email: "M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7.2L4 7v1.9l8 5 8-5V7z",
  instagram:
    "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9zm0 2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM17.5 5.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z",
} as const;

function Icon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24" fill="currentColor">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

export default function Contact() {
  const contact = useRootData()?.publicConfig.contact;
  if (!contact) return null;
  const whatsapp = `https://wa.me/${contact.whatsappNumber}`;
  const instagramHandle = contact.instagramUrl.replace(/^https?:\/\/(www\.)?instagram\.com\/?/, "").replace(/\/$/, "");
  const cards = [
    {
      icon: "whatsapp" as const,
      title: "WhatsApp",
      text: "The fastest way to reach us. Ask anything about a package.",
      action: "Message Now",
      href: whatsapp,
      tone: "bg-green-700 hover:bg-green-800",
      external: true,
    },
    {
      icon: "email" as const,
      title: "Email",
      text: "For detailed questions, group plans and provider listings.",
      action: "Send Email",
      href: `mailto:${contact.email}`,
      tone: "bg-brand-700 hover:bg-brand-800",
      external: false,
    },
    {
      icon: "instagram" as const,
      title: "Instagram",
      text: "Trip photos, new packages and last-minute deals as they land.",
      action: "Follow Us",
      href: contact.instagramUrl,
      tone: "bg-pink-700 hover:bg-pink-800",
      external: true,
    },
  ];

  return (
    <>
      <PageHero title="Get in Touch" intro="Questions about a trip, a provider or a booking? Real people answer, usually within minutes." />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <ul className="grid gap-5 md:grid-cols-3">
          {cards.map((c) => (
            <li key={c.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
              <span className={`mx-auto inline-flex size-14 items-center justify-center rounded-full text-white ${c.tone}`}>
                <Icon name={c.icon} />
              </span>
              <h2 className="mt-4 text-xl font-bold text-slate-900">{c.title}</h2>
              <p className="mt-2 flex-1 text-sm text-slate-600">{c.text}</p>
              <a
                href={c.href}
                {...(c.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className={`mt-5 inline-block rounded-full px-5 py-2.5 font-bold text-white ${c.tone}`}
              >
                {c.action}
                {c.external ? <span className="sr-only"> (opens in a new tab)</span> : null}
              </a>
            </li>
          ))}
        </ul>

        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="contact-info" className="rounded-2xl bg-slate-50 p-6 sm:p-8">
            <h2 id="contact-info" className="text-2xl font-extrabold text-slate-900">
              Contact Information
            </h2>
            <dl className="mt-5 space-y-4">
              <div>
                <dt className="text-sm font-semibold text-slate-600">Phone / WhatsApp</dt>
                <dd>
                  <a className="font-semibold text-brand-700 underline-offset-2 hover:underline" href={`tel:+${contact.whatsappNumber}`}>
                    {displayPhone(contact.whatsappNumber)}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-600">Email</dt>
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
                <dt className="text-sm font-semibold text-slate-600">Service Area</dt>
                <dd className="font-semibold text-slate-900">Kerala, India</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-600">Response Time</dt>
                <dd className="font-semibold text-slate-900">{RESPONSE_TIME}</dd>
              </div>
            </dl>
          </section>

          <section aria-labelledby="why-contact" className="rounded-2xl border border-slate-200 p-6 sm:p-8">
            <h2 id="why-contact" className="text-2xl font-extrabold text-slate-900">
              Why Contact Us?
            </h2>
            <ul className="mt-5 space-y-3">
              {WHY_CONTACT.map((reason) => (
                <li key={reason} className="flex gap-3 text-slate-700">
                  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor" className="mt-0.5 shrink-0 text-brand-700">
                    <path d="M9 16.2L4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
                  </svg>
                  {reason}
                </li>
              ))}
            </ul>
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-8 inline-flex w-full items-center justify-center gap-2 rounded-full bg-green-700 px-6 py-3.5 font-bold text-white hover:bg-green-800"
            >
              <Icon name="whatsapp" />
              Start a Conversation on WhatsApp
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </section>
        </div>
      </div>
    </>
  );
}
