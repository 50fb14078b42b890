import type { Route } from "./+types/terms";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Terms | Kerala Trips" }];
}

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Terms &amp; Conditions</h1>
    </section>
  );
}
