import type { ReactNode } from "react";

/**
 * Bidi isolation (ADR 044): an amount ("₹7,499", "AED 1,234", "+₹500") always reads left to
 * right, as one unit, inside Arabic text. Without it the browser takes the digits after an Arabic
 * word for Arabic numbers and leaves the currency sign or the +/− on the wrong side ("7,499₹").
 */
export function Amount({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" className="whitespace-nowrap">
      {children}
    </bdi>
  );
}
