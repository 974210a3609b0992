/**
 * Better Auth's own log lines keep a visitor's personal data out of the log, as the site's do. Five simultaneous
 * sign-ups for one new address make it log the failed inserts, whose query parameters are the name, the address and
 * more: none of it reaches the process's output or the console (Better Auth's own printer wrote it all to standard
 * error). Its lines go through the site's logger: written there, into a captured stream with the site's settings,
 * they keep what happened and drop the values.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "~/lib/runtime/logger.server";
import { services } from "~/lib/runtime/process-services.server";
import { betterAuthLogger, safeAuthMessage } from "~/lib/accounts/better-auth-log.server";
import { startTestServices, type TestServices } from "../support/services";

const BASE = "http://localhost:3994";
const VISITOR = { name: "Thandeka Hushed-Mokoena", email: "thandeka.hushed@example.co.za" };
const REDIRECT = "/admin/secret-path-typed-by-visitor";
const EVIL_REDIRECT = "https://evil.example/typed-by-visitor";
const PERSONAL = [VISITOR.name, VISITOR.email, "Thandeka", "thandeka.hushed", REDIRECT, EVIL_REDIRECT];

let started: TestServices;
/** Everything written to the process's standard output and error, and by console, while a test runs. */
let printed: string[] = [];
const restore: Array<() => void> = [];

beforeAll(async () => {
  started = await startTestServices("auth-log-privacy", { publicUrl: BASE, seed: false });
});

afterAll(async () => {
  await started?.stop();
});

beforeEach(() => {
  printed = [];
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write.bind(stream);
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      printed.push(String(chunk));
      return original(chunk as string, ...(rest as []));
    }) as typeof stream.write;
    restore.push(() => (stream.write = original));
  }
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    const spy = vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      printed.push(
        args
          .map((arg) =>
            typeof arg === "string"
              ? arg
              : arg instanceof Error
                ? `${arg.message} ${JSON.stringify(arg)}`
                : JSON.stringify(arg),
          )
          .join(" "),
      );
    });
    restore.push(() => spy.mockRestore());
  }
});

afterEach(() => {
  while (restore.length > 0) restore.pop()?.();
});

function signUp(ip: string, callbackURL: string) {
  return services().auth.handler(
    new Request(`${BASE}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE, "x-client-ip": ip },
      body: JSON.stringify({ ...VISITOR, password: "a long enough password", callbackURL }),
    }),
  );
}

/** A failed insert as drizzle reports it: the query, its parameters, and PostgreSQL's error quoting the value. */
function failedInsert(): Error {
  const cause = Object.assign(new Error(`duplicate key value violates unique constraint "user_email_unique"`), {
    code: "23505",
    constraint: "user_email_unique",
    table: "user",
    detail: `Key (email)=(${VISITOR.email}) already exists.`,
  });
  return Object.assign(
    new Error(
      `Failed query: insert into "user" ("name", "email") values ($1, $2)\nparams: ${VISITOR.name},${VISITOR.email}`,
    ),
    {
      query: `insert into "user" ("name", "email") values ($1, $2)`,
      params: [VISITOR.name, VISITOR.email],
      cause,
    },
  );
}

describe("Better Auth's log lines", () => {
  it("from five simultaneous sign-ups for one address print nothing of the visitor", async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => signUp(`198.51.100.${60 + n}`, REDIRECT)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    await signUp("198.51.100.70", EVIL_REDIRECT);
    const output = printed.join("\n");
    for (const value of PERSONAL) expect(output, value).not.toContain(value);
    expect(output).not.toContain("[Better Auth]");
  });

  it("go through the site's logger: what happened, its error's code and constraint, never the values", () => {
    const lines: string[] = [];
    const log = betterAuthLogger(createLogger({ write: (line: string) => void lines.push(line) }, "info")).log!;
    log("error", "Failed to create user", failedInsert());
    log("error", `Invalid callbackURL: ${EVIL_REDIRECT}`);
    log("warn", `Sign-up attempt for existing email: ${VISITOR.email}`, {
      email: VISITOR.email,
      callbackURL: REDIRECT,
    });
    const written = lines.map(
      (line) =>
        JSON.parse(line) as { msg: string; source: string; err?: { code?: string; cause?: { constraint?: string } } },
    );
    expect(written.map((line) => [line.source, line.msg])).toEqual([
      ["better-auth", "Failed to create user"],
      ["better-auth", "Invalid callbackURL"],
      ["better-auth", "Sign-up attempt for existing email"],
    ]);
    expect(written[0].err?.cause).toMatchObject({ code: "23505", constraint: "user_email_unique" });
    for (const value of PERSONAL) expect(lines.join("\n"), value).not.toContain(value);
  });

  it("keep what happened and drop the values from a message", () => {
    expect(safeAuthMessage(`Invalid callbackURL: ${EVIL_REDIRECT}`)).toBe("Invalid callbackURL");
    expect(safeAuthMessage(`could not reach ${VISITOR.email} at ${EVIL_REDIRECT} for ${REDIRECT}`)).toBe(
      "could not reach [redacted] at [redacted] for [redacted]",
    );
    expect(safeAuthMessage(undefined)).toBe("Better Auth reported a problem");
  });
});
