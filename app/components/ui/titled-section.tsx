import { useId, type ReactNode } from "react";

/**
 * A section of a signed-in screen (the admin's, the partner portal's) named by its h2, so screen
 * readers list it as a region under that name.
 */
export function TitledSection({ title, className, children }: { title: ReactNode; className?: string; children: ReactNode }) {
  const id = `${useId()}-title`;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
