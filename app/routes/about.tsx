import { Link } from "react-router";
import { PageHero } from "../components/page-hero";
import { pageMeta } from "../components/page-meta";
import type { Route } from "./+types/about";
import { PATHS } from "../paths";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "About Us",
    description:
      "How Kerala Trips began, where it is going next, and the promise behind it: verified providers, fair prices and only a 10% advance to reserve.",
  });

const PHASES = [
  {
    phase: "Phase 1",
    title: "Kerala districts",
    text: "Every district of Kerala, from Kasaragod to Thiruvananthapuram, with local providers we have met.",
  },
  {
    phase: "Phase 2",
    title: "Pan-India",
    text: "Trusted operators across India, from the Himalayas to the Andamans, held to the same checks.",
  },
  {
    phase: "Phase 3",
    title: "GCC countries",
    text: "Trips to and from the Gulf, for the many Malayali families who live and travel between both homes.",
  },
  { phase: "Phase 4", title: "Worldwide", text: "A global marketplace where any traveller can find an honest provider anywhere." },
] as const;

const CAN_DO = [
  {
    title: "Discover and compare",
    text: "Browse packages by category, budget and dates, and compare them side by side before you decide.",
  },
  {
    title: "Book with confidence",
    text: "Packages carrying our Booking Guarantee Badge can be changed or cancelled within 48 hours without charges.",
  },
  { title: "Stay protected", text: "Every provider is verified, and only travellers who completed a trip can review it." },
  { title: "Enjoy flexibility", text: "Customise days, stays, transport and activities, and reserve with just a 10% advance." },
] as const;

const VALUES = [
  { title: "Trust", text: "We verify before we list, and we stand behind what we list." },
  { title: "Transparency", text: "Prices, inclusions and cancellation rules are shown in full, before you pay anything." },
  { title: "Community", text: "Travellers, providers and local hosts grow together; reviews come only from real trips." },
  { title: "Growth", text: "We grow with small providers, helping good local businesses reach travellers everywhere." },
] as const;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="py-10 sm:py-12">
      <h2 id={id} className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

export default function About() {
  return (
    <>
      <PageHero
        title="About Kerala Trips"
        intro="A marketplace built on one simple idea: travellers deserve honest choices and providers they can trust."
      />
      <div className="mx-auto max-w-5xl divide-y divide-slate-200 px-4">
        <Section id="how-it-began" title="How It Began">
          <p>
            Our founder spent more than 10 years in travel: planning houseboat trips on the backwaters, guiding treks in the Western Ghats
            and answering late-night calls from travellers whose plans had fallen apart. Over and over, the same problem came up. Good local
            providers were hard to find, and travellers could not tell a genuine operator from an agent adding a margin on top.
          </p>
          <p>
            Kerala Trips was started to fix that: one place where every provider is checked, every price is the provider&apos;s own, and
            every booking goes straight to the people who will host you.
          </p>
        </Section>

        <Section id="expansion" title="Where We Are Going">
          <p>We are growing one step at a time, only as fast as we can keep verifying every provider.</p>
          <ol className="grid gap-4 sm:grid-cols-2">
            {PHASES.map((p) => (
              <li key={p.phase} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <p className="text-sm font-bold uppercase tracking-wide text-brand-700">{p.phase}</p>
                <h3 className="mt-1 text-lg font-bold text-slate-900">{p.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{p.text}</p>
              </li>
            ))}
          </ol>
        </Section>

        <Section id="what-you-can-do" title="What You Can Do">
          <ul className="grid gap-4 sm:grid-cols-2">
            {CAN_DO.map((c) => (
              <li key={c.title} className="rounded-2xl bg-brand-50 p-5">
                <h3 className="text-lg font-bold text-brand-800">{c.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{c.text}</p>
              </li>
            ))}
          </ul>
        </Section>

        <div className="grid gap-x-10 sm:grid-cols-2">
          <Section id="mission" title="Our Mission">
            <p>
              To make booking a holiday as trustworthy as booking with a friend who knows the place: verified providers, clear prices and
              help on WhatsApp whenever you need it.
            </p>
          </Section>
          <Section id="vision" title="Our Vision">
            <p>
              A world where any traveller can find an honest local provider anywhere, and every good provider can reach the travellers they
              deserve.
            </p>
          </Section>
        </div>

        <Section id="founder" title="Meet the Founder">
          <p>
            Our founder grew up between the backwaters and the hills of Kerala and has worked in travel for over a decade, first as a guide,
            then as a trip planner for families and groups. That time on the ground taught one lesson above all: a trip is only as good as
            the people running it. Kerala Trips is the result, a marketplace where those people are checked first.
          </p>
        </Section>

        <Section id="values" title="Our Core Values">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map((v) => (
              <li key={v.title} className="rounded-2xl border border-slate-200 p-5">
                <h3 className="text-lg font-bold text-slate-900">{v.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{v.text}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="promise" title="Our Promise">
          <ul className="list-disc space-y-2 pl-5">
            <li>Our price never exceeds the provider&apos;s direct price. If you find it cheaper with the same provider, tell us.</li>
            <li>We collect only a 10% advance to reserve your slot; the provider collects the balance directly.</li>
            <li>Browsing, comparing and booking are completely free for travellers.</li>
          </ul>
          <p className="flex flex-wrap gap-3 pt-2">
            <Link to={PATHS.packages} className="rounded-full bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-800">
              Browse Packages
            </Link>
            <Link
              to={PATHS.contact}
              className="rounded-full border-2 border-brand-700 px-6 py-2.5 font-bold text-brand-700 hover:bg-brand-50"
            >
              Contact Us
            </Link>
          </p>
        </Section>
      </div>
    </>
  );
}
