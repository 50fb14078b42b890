import type { Route } from "./+types/favorites";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Favorites | Kerala Trips" }];
}

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Favorites</h1>
    </section>
  );
}
