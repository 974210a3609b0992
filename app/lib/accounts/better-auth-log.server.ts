/**
 * Better Auth's log lines, written by the site's logger instead of its own console printer: the same JSON, the same
 * redaction and the same error serializer (a database error by its code and constraint, never the values of its
 * query). Better Auth puts values into its messages ("Invalid callbackURL: …", an address that already has an
 * account) and passes the errors of failed queries, which carry a sign-up's name and email; so a message is kept
 * only up to its first colon, with anything like an address or a link taken out, and of its other arguments only
 * errors are written.
 */
import type { BetterAuthOptions } from "better-auth";
import { logger, type Logger } from "../runtime/logger.server";

type Level = "debug" | "info" | "warn" | "error";

/** The part of a Better Auth message that names what happened, never a value. */
export function safeAuthMessage(message: unknown): string {
  const text = typeof message === "string" ? message : "";
  const head = text.split(/:\s/)[0] ?? "";
  const cleaned = head
    .replace(/\S+@\S+/g, "[redacted]")
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S*/gi, "[redacted]")
    .replace(/(^|\s)\/\S*/g, "$1[redacted]")
    .trim()
    .slice(0, 200);
  return cleaned === "" ? "Better Auth reported a problem" : cleaned;
}

/** Better Auth's `logger` option: warnings and errors (its own default level) through the site's logger. */
export function betterAuthLogger(target: Pick<Logger, Level> = logger): NonNullable<BetterAuthOptions["logger"]> {
  return {
    level: "warn",
    disableColors: true,
    log: (level: Level, message: string, ...args: unknown[]) => {
      const err = args.find((arg): arg is Error => arg instanceof Error);
      const fields = { source: "better-auth", ...(err ? { err } : {}) };
      target[level](fields, safeAuthMessage(message));
    },
  };
}
