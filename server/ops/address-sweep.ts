import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { forgetExpiredLoginAttempts } from "../auth/login-throttle";
import { forgetExpiredReviewAttempts } from "../reviews/review-submission-steps";

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

/** Hourly, for a running server; the timer never keeps the process alive. Returns a stop. */
export function startAddressSweep({ database, logger }: { database: Database; logger: Logger }): () => void {
  const timer = setInterval(() => {
    sweepExpiredAttempts(database).then(
      (gone) => {
        if (gone.loginAttempts + gone.reviewAttempts > 0) logger.info(gone, "forgot expired sign-in and review attempts");
      },
      (err: unknown) => logger.error({ err }, "forgetting expired attempts failed"),
    );
  }, ADDRESS_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
