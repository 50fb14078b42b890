/** The coloured band at the top of the static pages (About, Contact, Terms). */
export function PageHero({ title, intro, id = "page-heading" }: { title: string; intro: string; id?: string }) {
  return (
    <div className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
      <div className="mx-auto max-w-5xl px-4 py-14 text-center sm:py-20">
        <h1 id={id} className="text-3xl font-extrabold tracking-tight sm:text-5xl">
          {title}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-emerald-50">{intro}</p>
      </div>
    </div>
  );
}
