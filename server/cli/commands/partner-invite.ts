import { COMMAND_LINE } from "../../audit/audit-log";
import { partnerJoinLink, PARTNER_INVITATION_DAYS } from "../../../domain/partners";
import type { Services } from "../../services";

/** Refused on a DATA_DIR that holds no database (server/cli/main.ts). */
export const readsExistingData = true;

const USAGE = "Usage: npm run cli -- partner:invite <provider-slug> <email>";

export async function prepare(args: string[]): Promise<number | undefined> {
  if (args.length !== 2) {
    console.error(USAGE);
    return 1;
  }
  return undefined;
}

/** `npm run cli -- partner:invite <provider-slug> <email>`: prints the one-time link (only its hash is stored). */
export async function run(args: string[], services: Services): Promise<number> {
  const [slug, email] = args as [string, string];
  const result = await services.partners.invite({ slug }, email, COMMAND_LINE);
  if (!result.ok) {
    console.error(result.status === 404 ? `No provider with the URL name "${slug}".` : result.error);
    return 1;
  }
  const base = services.config.publicBaseUrl ?? `http://localhost:${services.config.port}`;
  console.log(`Invitation for ${result.value.person.email} to act for provider "${slug}".`);
  console.log(`One-time link (valid ${PARTNER_INVITATION_DAYS} days, works once; it is not stored and will not be shown again):`);
  console.log(partnerJoinLink(base, result.value.token));
  return 0;
}
