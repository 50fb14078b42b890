import { Link } from "react-router";
import { PageHero } from "../components/page-hero";
import { pageMeta } from "../components/page-meta";
import type { Route } from "./+types/terms";
import { PATHS } from "../paths";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Terms & Conditions",
    description:
      "Terms & Conditions for travellers and providers, our cancellation schedule and our privacy policy. Governed by the laws of India, courts of Kerala.",
  });

/** Spec section 9, on the booking amount. */
export const CANCELLATION_SCHEDULE = [
  { when: "0 to 2 days / 48 hours after booking", charge: "Full refund" },
  { when: "3 to 5 days after booking", charge: "15% fee" },
  { when: "6 to 7 days before travel", charge: "40% fee" },
  { when: "Within 6 days to 48 hours before departure", charge: "75% fee" },
  { when: "Under 48 hours before departure", charge: "No refund" },
] as const;

function Block({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-20 py-10">
      <h2 id={id} className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-5 space-y-5 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

function Sub({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      <div className="mt-2 space-y-2">{children}</div>
    </div>
  );
}

export default function Terms() {
  return (
    <>
      <PageHero
        title="Terms & Conditions"
        intro="The rules that keep every booking fair for travellers and providers alike. Last updated November 2026."
      />
      <div className="mx-auto max-w-4xl px-4 pb-12">
        <nav aria-label="On this page" className="mt-8 rounded-2xl bg-slate-50 p-5">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
            <li>
              <a className="text-brand-700 hover:underline" href="#travellers">
                Terms &amp; Conditions for Travelers
              </a>
            </li>
            <li>
              <a className="text-brand-700 hover:underline" href="#cancellation">
                Cancellation Policy
              </a>
            </li>
            <li>
              <a className="text-brand-700 hover:underline" href="#privacy">
                Privacy Policy
              </a>
            </li>
            <li>
              <a className="text-brand-700 hover:underline" href="#providers">
                Provider Terms &amp; Conditions
              </a>
            </li>
          </ul>
        </nav>

        <div className="divide-y divide-slate-200">
          <Block id="travellers" title="Terms & Conditions for Travelers">
            <Sub title="1. What we do">
              <p>
                Kerala Trips is a marketplace. We list holiday packages run by independent, verified providers and help you reserve them.
                The trip itself is delivered by the provider named on the package.
              </p>
            </Sub>
            <Sub title="2. Prices and payment">
              <p>
                Our price never exceeds the provider&apos;s direct selling price. To reserve, you pay a booking amount of 10% of the total
                to us; the provider collects the balance directly, as agreed on your confirmation. Browsing and booking cost you nothing
                extra.
              </p>
            </Sub>
            <Sub title="3. Your booking">
              <p>
                A booking is confirmed once the provider accepts it and you receive a confirmation on WhatsApp or e-mail. Please give
                accurate names, ages and contact details; some trips need an ID that matches them.
              </p>
            </Sub>
            <Sub title="4. Booking Guarantee">
              <p>Packages with the Booking Guarantee Badge can be changed or cancelled within 48 hours of booking without charges.</p>
            </Sub>
            <Sub title="5. Your responsibilities">
              <p>
                Carry valid identity and travel documents, follow the provider&apos;s safety instructions, respect local laws and customs,
                and tell us about health needs that could affect your trip. Travel insurance is recommended.
              </p>
            </Sub>
          </Block>

          <Block id="cancellation" title="Cancellation Policy">
            <p>Charges below apply to the booking amount (the 10% advance):</p>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[20rem] border-collapse text-left text-sm">
                <caption className="sr-only">Cancellation charges on the booking amount</caption>
                <thead>
                  <tr className="bg-brand-50 text-brand-800">
                    <th scope="col" className="rounded-tl-lg p-3 font-bold">
                      When you cancel
                    </th>
                    <th scope="col" className="rounded-tr-lg p-3 font-bold">
                      Refund or fee
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {CANCELLATION_SCHEDULE.map((row) => (
                    <tr key={row.when} className="border-b border-slate-200">
                      <td className="p-3">{row.when}</td>
                      <td className="p-3 font-semibold text-slate-900">{row.charge}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p>
              Full refund also for a provider problem or package change within 48 hours of booking. If a provider cancels or changes your
              trip materially, you always get your booking amount back in full.
            </p>
          </Block>

          <Block id="privacy" title="Privacy Policy">
            <Sub title="What we collect">
              <p>
                Booking and enquiry forms are filled in your browser and sent as a WhatsApp message that you choose to send; we do not store
                them on our servers. Your favourites and comparison lists stay in your own browser&apos;s storage.
              </p>
            </Sub>
            <Sub title="How we use it">
              <p>
                Details you send us are used only to arrange your trip with the provider and to contact you about it. We never sell your
                data.
              </p>
            </Sub>
            <Sub title="Your choices">
              <p>
                Ask us at any time to see or delete what we hold about you. Our servers keep standard technical logs for security, for a
                limited time.
              </p>
            </Sub>
          </Block>

          <Block id="providers" title="Provider Terms & Conditions">
            <Sub title="Verification">
              <p>
                Providers are listed only after we verify their identity, licences and a track record of real trips. We may pause a listing
                at any time while we look into a complaint.
              </p>
            </Sub>
            <Sub title="Pricing and honesty">
              <p>
                Prices on Kerala Trips must never be higher than your direct selling price. Descriptions, photos and inclusions must be
                accurate and kept up to date.
              </p>
            </Sub>
            <Sub title="Bookings and refunds">
              <p>
                You collect the balance from the traveller and honour the cancellation schedule above, including full refunds for problems
                on your side or changes within 48 hours of booking.
              </p>
            </Sub>
          </Block>

          <Block id="law" title="Governing Law">
            <p>
              These terms are governed by the laws of India. Any dispute falls under the exclusive jurisdiction of the courts of Kerala.
            </p>
          </Block>
        </div>

        <div className="mt-4 flex flex-col gap-3 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-semibold text-brand-800">Ready to plan a trip, or have a question about these terms?</p>
          <div className="flex flex-wrap gap-3">
            <Link to={PATHS.packages} className="rounded-full bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800">
              Browse Packages
            </Link>
            <Link to={PATHS.contact} className="rounded-full border-2 border-brand-700 px-5 py-2 font-bold text-brand-700 hover:bg-white">
              Contact Us
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
