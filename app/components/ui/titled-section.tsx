import { useId, type ReactNode } from "react";

/**
 * A section of a signed-in screen (the admin's, the partner portal's) named by its h2, so screen
 * readers list it as a region under that name.
 */
export function TitledSection({ title, className, children }: { title: ReactNode; className?: string; children: ReactNode }) {
  const id = `${useId()}-title`;
  return (
    <section aria-labelledby={id} className={className}>
      {/* Focusable by script: a screen that opens the section moves focus here. */}
      <h2 id={id} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
        {title}
      </h2>
      {children}
    </section>
  );
}
