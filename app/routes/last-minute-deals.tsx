import type { Route } from "./+types/last-minute-deals";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Last-Minute Deals | Kerala Trips" }];
}

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Now or Never</h1>
    </section>
  );
}
