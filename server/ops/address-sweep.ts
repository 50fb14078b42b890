import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { forgetExpiredLoginAttempts } from "../auth/login-throttle";
import { forgetExpiredReviewAttempts } from "../reviews/review-submission-steps";
import { runPeriodically } from "./periodic";

export const ADDRESS_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The throttles' rows (sign-in and review-submission attempts) are the only ones that hold a
 * client's full address, and only while they count. Each throttle deletes its old rows now and
 * then as it writes; on a quiet site that can be days later, so this sweep forgets them within
 * the hour. Returns how many rows went, by table.
 */
export async function sweepExpiredAttempts(database: Database): Promise<{ loginAttempts: number; reviewAttempts: number }> {
  return {
    loginAttempts: await forgetExpiredLoginAttempts(database.db),
    reviewAttempts: await forgetExpiredReviewAttempts(database.db),
  };
}

/** Hourly, for a running server. Returns a stop. */
export function startAddressSweep({ database, logger }: { database: Database; logger: Logger }): () => void {
  return runPeriodically(
    ADDRESS_SWEEP_INTERVAL_MS,
    async () => {
      const gone = await sweepExpiredAttempts(database);
      if (gone.loginAttempts + gone.reviewAttempts > 0) logger.info(gone, "forgot expired sign-in and review attempts");
    },
    { logger, failure: "forgetting expired attempts failed" },
  );
}
