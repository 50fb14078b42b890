import type { Services } from "../services";

/** Makes sure an admin password exists; generates and prints one on first start (filled in by the admin module). */
export async function ensureAdminPassword(_services: Services): Promise<void> {}
