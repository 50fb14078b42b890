import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";
import { logLines } from "./testing/log-lines";

function capture() {
  const { lines, sink } = logLines();
  return { lines, logger: createLogger("info", sink) };
}

describe("the logger", () => {
  it("keeps a failed statement and its cause but leaves out the values it was given", () => {
    const { lines, logger } = capture();
    const failure = new DrizzleQueryError(
      'select "id" from "review_invitations" where "token_hash" = $1 and "ip" = $2',
      ["9f86d081884c7d65", "203.0.113.7"],
      new Error("Connection terminated unexpectedly"),
    );
    logger.error({ err: failure }, "request failed");
    logger.warn({ reason: failure.message }, "database unavailable");
    const [asError, asReason] = lines.map((line) => JSON.parse(line) as Record<string, Record<string, string> | string>);
    const err = asError!.err as Record<string, string>;
    expect(err.message).toBe(
      'Failed query: select "id" from "review_invitations" where "token_hash" = $1 and "ip" = $2: Connection terminated unexpectedly',
    );
    expect(err.stack).toMatch(
      /^Error: Failed query: select "id" from "review_invitations" where "token_hash" = \$1 and "ip" = \$2\n {4}at /,
    );
    expect(err.params).toBeUndefined();
    expect(asReason!.reason).toBe('Failed query: select "id" from "review_invitations" where "token_hash" = $1 and "ip" = $2');
    for (const line of lines) {
      expect(line).not.toContain("9f86d081884c7d65");
      expect(line).not.toContain("203.0.113.7");
    }
  });

  it("logs other errors and reasons as they are", () => {
    const { lines, logger } = capture();
    logger.warn({ reason: "Unexpected end of JSON input" }, "bad request");
    expect((JSON.parse(lines[0]!) as { reason: string }).reason).toBe("Unexpected end of JSON input");
  });

  it("never logs a review link's token in a URL, whichever line logs it", () => {
    const { lines, logger } = capture();
    logger.error({ url: "/api/v1/review-invitations/tokSECRETaaaa1111/review" }, "request failed");
    logger.warn({ url: "/ml/review/tokSECRETbbbb2222?x=1", status: 400 }, "bad request");
    logger.warn({ url: "/package/kerala-review/reviews?page=2" }, "request refused");
    expect(lines.map((line) => (JSON.parse(line) as { url: string }).url)).toEqual([
      "/api/v1/review-invitations/:token/review",
      "/ml/review/:token?x=1",
      "/package/kerala-review/reviews?page=2",
    ]);
    expect(lines.join("\n")).not.toContain("SECRET");
  });
});
