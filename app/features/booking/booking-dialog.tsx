import type { TravelPackage } from "../../../domain/package";

export type BookingMode = "book" | "enquire";

export interface BookingDialogProps {
  pkg: TravelPackage;
  mode: BookingMode;
  onClose: () => void;
  /** Values the browser may know: WhatsApp number, UPI payee (from the root loader). */
  contact: { whatsappNumber: string };
  upi: { vpa?: string; payeeName: string; qrImage: string };
  /** Absolute URL of the package page, put into the WhatsApp message. */
  packageUrl: string;
}

/** Placeholder until the booking feature lands (issue 4). Loaded lazily by the detail page. */
export default function BookingDialog({ mode, onClose }: BookingDialogProps) {
  return (
    <div role="dialog" aria-modal="true" aria-label={mode === "book" ? "Book Package" : "Enquire Package"}>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
