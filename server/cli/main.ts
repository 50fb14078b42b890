import { boot } from "../boot";
import { ConfigError, parseConfig, type Config } from "../config";
import { DataDirError, DataDirLockedError, NoDatabaseError } from "../db/data-dir-lock";
import { databaseFailureLine } from "../ops/start-failure";
import type { Services } from "../services";
import { finishStandardOutput, watchStandardOutput } from "./standard-output";

/** What every command module exports (server/cli/commands/*.ts). */
export interface CliCommand {
  /** Checks arguments and input files before the database is opened; a number is an exit code. */
  prepare?(args: string[]): Promise<number | undefined>;
  run(args: string[], services: Services): Promise<number>;
  /** Said after the message when DATA_DIR is locked by a running server. */
  whenDataDirLocked?: string;
  /**
   * Reads the site's data (backup, export, feeds, the sweep, invitations): refused on a DATA_DIR
   * that holds no database, rather than run on a new, empty one there.
   */
  readsExistingData?: boolean;
  /**
   * Opens only an existing database too, and on a DATA_DIR with none runs this instead of
   * printing the refusal alone (admin:password still prints the hash it made).
   */
  withoutDatabase?(args: string[], refusal: NoDatabaseError): Promise<number>;
}

/** A command that opens what it needs itself (restore: it writes the database that boot would open). */
export interface StandaloneCliCommand {
  runAlone(args: string[]): Promise<number>;
}

interface CommandEntry {
  usage: string;
  description: string;
  load: () => Promise<CliCommand | StandaloneCliCommand>;
}

// Modules load only when their command runs, so `help` and argument errors never open the database.
const COMMANDS: Record<string, CommandEntry> = {
  seed: {
    usage: "seed",
    description: "adds the demo catalogue (demo packages already present are replaced, nothing else is touched)",
    load: () => import("./commands/seed"),
  },
  import: {
    usage: "import <file.json>",
    description:
      "imports a JSON array of package documents in the old system's export shape; keeps ids (an existing id is updated); reports each rejected document with its reason",
    load: () => import("./commands/import"),
  },
  export: {
    usage: "export [file.json]",
    description: "writes every package in the same shape (to stdout when no file is given)",
    load: () => import("./commands/export"),
  },
  "admin:password": {
    usage: "admin:password",
    description: "sets the admin password (asks, or reads ADMIN_PASSWORD), prints the hash, ends existing sessions",
    load: () => import("./commands/admin-password"),
  },
  backup: {
    usage: "backup <file>",
    description:
      "writes the embedded database and the locally stored uploads to one file (with PostgreSQL or S3, says what to back up with their tools)",
    load: () => import("./commands/backup"),
  },
  restore: {
    usage: "restore <file>",
    description: "restores such a file into an empty DATA_DIR, after checking all of it",
    load: () => import("./commands/restore"),
  },
  "partner:invite": {
    usage: "partner:invite <provider-slug> <email>",
    description: "prints a one-time link (7 days, single use) for the person to act for the provider in the partner portal",
    load: () => import("./commands/partner-invite"),
  },
  "feed:things-to-do": {
    usage: "feed:things-to-do <file.json>",
    description: "writes every bookable package as a Google Things to do product feed (landing pages on PUBLIC_BASE_URL)",
    load: () => import("./commands/feed-things-to-do"),
  },
  "files:sweep": {
    usage: "files:sweep [--older-than-minutes=N]",
    description: "deletes uploaded files that no saved package refers to",
    load: () => import("./commands/files-sweep"),
  },
};

function helpText(): string {
  const width = Math.max(...Object.values(COMMANDS).map((c) => c.usage.length));
  return [
    "Usage: npm run cli -- <command> [arguments]",
    "",
    "Commands:",
    ...Object.values(COMMANDS).map((c) => `  ${c.usage.padEnd(width)}  ${c.description}`),
    `  ${"help".padEnd(width)}  shows this list`,
    "",
    "The commands read the same environment as the server (DATA_DIR, DATABASE_URL, ...).",
    "With the embedded database (no DATABASE_URL) stop the server first: one process at a time may open DATA_DIR.",
  ].join("\n");
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") {
    console.log(helpText());
    return 0;
  }
  const entry = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!entry) {
    console.error(`Unknown command "${name}".\n`);
    console.error(helpText());
    return 1;
  }
  let services: Services | undefined;
  let command: CliCommand | undefined;
  let config: Config | undefined;
  try {
    const loaded = await entry.load();
    if ("runAlone" in loaded) return await loaded.runAlone(args);
    command = loaded;
    const early = await command.prepare?.(args);
    if (early !== undefined) return early;
    config = parseConfig();
    services = await boot({
      config,
      timeouts: false,
      logTo: "stderr",
      existing: command.readsExistingData || command.withoutDatabase !== undefined,
    });
    return await command.run(args, services);
  } catch (e) {
    if (e instanceof NoDatabaseError && command?.withoutDatabase) return await command.withoutDatabase(args, e);
    if (e instanceof ConfigError || e instanceof DataDirError) {
      console.error(e.message);
      if (e instanceof DataDirLockedError && command?.whenDataDirLocked) console.error(command.whenDataDirLocked);
      return 1;
    }
    // A database that does not answer, or refuses DATABASE_URL's user, is said as the server says it at start.
    console.error(
      databaseFailureLine(e, config?.databaseUrl) ?? `The ${name} command failed: ${e instanceof Error ? e.message : String(e)}`,
    );
    return 1;
  } finally {
    await services?.database.close().catch(() => undefined);
  }
}

watchStandardOutput();
process.exit(await finishStandardOutput(await main(process.argv.slice(2))));
