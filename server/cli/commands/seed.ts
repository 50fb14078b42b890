import { seedDemoCatalogue } from "../../catalogue/demo-seed";
import type { Services } from "../../services";

export async function prepare(args: string[]): Promise<number | undefined> {
  if (args.length === 0) return undefined;
  console.error("Usage: npm run cli -- seed (it takes no arguments)");
  return 1;
}

/** `npm run cli -- seed` */
export async function run(_args: string[], services: Services): Promise<number> {
  const n = await seedDemoCatalogue(services);
  console.log(`Seeded ${n} demo packages (dates relative to today; demo packages already present were replaced).`);
  return 0;
}
