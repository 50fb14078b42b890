import type { Route } from "./+types/contact";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Contact | Kerala Trips" }];
}

export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Get in Touch</h1>
    </section>
  );
}
