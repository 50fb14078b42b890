import { getTableName, isTable } from "drizzle-orm";
import * as schema from "../../db/schema";

/** Every table insight writes (the schema's insight_* tables): what a test empties to start a case from no counts. */
export const INSIGHT_TABLES: string[] = Object.values(schema as Record<string, unknown>)
  .filter(isTable)
  .map((table) => getTableName(table))
  .filter((name) => name.startsWith("insight_"));
