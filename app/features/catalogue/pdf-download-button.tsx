import { useIntl } from "react-intl";
import { packageCopy } from "../../i18n/copy/package";
import { useState } from "react";
import { Icon } from "../../components/ui/icon";
import { useInsightBeacon } from "../../components/insight-beacon";

export const NO_PDF_MESSAGE = "No PDF available for this package.";
export const PDF_FAILED_MESSAGE = "Failed to download PDF. Please try again.";

export function pdfFileName(title: string): string {
  return `${title}_package.pdf`;
}

/** Fetches the PDF as a blob and saves it as '{title}_package.pdf'. */
export function PdfDownloadButton({ title, pdfUrl, packageId }: { title: string; pdfUrl: string | null; packageId?: string }) {
  const count = useInsightBeacon();
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  async function download() {
    if (!pdfUrl) {
      window.alert(intl.formatMessage(packageCopy.noPdf));
      return;
    }
    setBusy(true);
    count("pdf_download", packageId);
    try {
      const response = await fetch(pdfUrl);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const blob = await response.blob();
      const href = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = href;
      a.download = pdfFileName(title);
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
    } catch {
      window.alert(intl.formatMessage(packageCopy.pdfFailed));
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      onClick={download}
      disabled={busy}
      className="inline-flex w-full items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-3 text-sm font-semibold text-slate-800 hover:border-brand-700 hover:text-brand-700 disabled:opacity-60"
    >
      <Icon name="download" />
      {intl.formatMessage(busy ? packageCopy.downloading : packageCopy.downloadPdf)}
    </button>
  );
}
