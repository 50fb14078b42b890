import { packageToLegacyDocument, type LegacyDocument } from "../../catalogue/legacy-document";
import type { Services } from "../../services";
import { STDOUT_CLOSED_EXIT, writeStandardOutput } from "../standard-output";
import { prepareOutputFile, writeFileWhole } from "../write-file";

/** Refused on a DATA_DIR that holds no database (server/cli/main.ts). */
export const readsExistingData = true;

/** Every package, newest first, in the old system's export shape. */
export async function exportDocuments(services: Services): Promise<LegacyDocument[]> {
  return (await services.catalogue.listAll()).map(packageToLegacyDocument);
}

export const prepare = (args: string[]) => prepareOutputFile(args, "Usage: npm run cli -- export [file.json]", { optional: true });

/**
 * `npm run cli -- export [file.json]`: JSON to the file, or to stdout with the summary on stderr.
 * The summary says the export is whole: it is not printed when stdout was closed or failed first.
 */
export async function run(args: string[], services: Services): Promise<number> {
  const documents = await exportDocuments(services);
  const json = `${JSON.stringify(documents, null, 2)}\n`;
  const file = args[0];
  if (!file) {
    const written = await writeStandardOutput(json);
    if (written !== "written") return written === "closed" ? STDOUT_CLOSED_EXIT : 1;
    console.error(`Exported ${documents.length} packages.`);
    return 0;
  }
  if (!(await writeFileWhole(file, json))) return 1;
  console.log(`Exported ${documents.length} packages to ${file}.`);
  return 0;
}
