import { SectionIntro } from "./page-sections";

/** The coloured band at the top of the static pages (About, Contact, Terms). */
export function PageHero({ title, intro, id = "page-heading" }: { title: string; intro: string; id?: string }) {
  return (
    <div className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
      <SectionIntro id={id} level={1} title={title} intro={intro} look="hero" />
    </div>
  );
}
