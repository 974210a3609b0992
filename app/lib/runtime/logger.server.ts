import pino from "pino";

/**
 * JSON logs; never log secrets or visitors' personal data.
 *
 * Errors are written by `serializeError` (the `err` serializer): a database
 * error carries the values of the query that failed (a lead's name, email,
 * phone and free text) in its parameters, its detail ("Key (email)=(…)",
 * "Failing row contains (…)") and often its message, and a log cannot be
 * reached by an erasure request. So a database error is logged by what
 * identifies the failure (SQLSTATE code, constraint, table, column, routine,
 * severity, the query with its placeholders) and the request id beside it,
 * never by the values.
 */

/** A PostgreSQL SQLSTATE: five digits or capital letters (a Node system error's code starts with E and has a syscall). */
const SQLSTATE = /^[0-9A-Z]{5}$/;
/**
 * SQLSTATE classes whose messages name only objects (a missing table, a lost
 * connection, a deadlock), never a value: the message of any other class
 * (data exceptions, constraint violations, raised exceptions) is left out.
 */
const MESSAGE_SAFE_CLASSES = new Set(["08", "0A", "25", "28", "3D", "3F", "40", "42", "53", "54", "55", "57", "58"]);
/** The fields of a PostgreSQL error that name objects only. */
const DATABASE_FIELDS = ["severity", "constraint", "table", "column", "schema", "dataType", "routine"] as const;
/** The fields an error other than a database error keeps beside its message and stack. */
const OTHER_FIELDS = ["code", "errno", "syscall", "status", "statusCode", "responseCode", "command"] as const;
const QUERY_MAX = 2_000;
const CAUSE_DEPTH = 5;

type ErrorRecord = Record<string, unknown>;
export type SerializedError = { type: string; [field: string]: unknown };

const isRecord = (value: unknown): value is ErrorRecord => typeof value === "object" && value !== null;
const errorType = (error: ErrorRecord) =>
  typeof error.constructor === "function" && error.constructor.name
    ? error.constructor.name
    : String(error.name ?? "Error");

/** drizzle's DrizzleQueryError (the failed query and its parameters, the driver's error as `cause`). */
function isQueryError(error: ErrorRecord): boolean {
  return typeof error.query === "string" && Array.isArray(error.params);
}

/** An error PostgreSQL (or PGlite) answered: one with a SQLSTATE code. */
function isDatabaseError(error: ErrorRecord): boolean {
  return typeof error.code === "string" && SQLSTATE.test(error.code) && !("syscall" in error) && !("errno" in error);
}

/** The stack's frames only: its first lines repeat the message, which may hold values. */
function stackFrames(stack: unknown): string | undefined {
  if (typeof stack !== "string") return undefined;
  const frames = stack.split("\n").filter((line) => /^\s+at\s/.test(line));
  return frames.length > 0 ? frames.join("\n") : undefined;
}

function serialize(value: unknown, depth: number, seen: Set<unknown>, parentQuery?: string): SerializedError {
  if (!isRecord(value)) return { type: typeof value };
  if (seen.has(value)) return { type: "[Circular]" };
  seen.add(value);
  const error = value;
  const out: SerializedError = { type: errorType(error) };

  if (isDatabaseError(error)) {
    // pg's DatabaseError, or PGlite's (which also carries the query and its parameters).
    const code = error.code as string;
    out.type = "DatabaseError";
    out.code = code;
    for (const field of DATABASE_FIELDS) {
      if (typeof error[field] === "string") out[field] = error[field];
    }
    if (typeof error.query === "string" && error.query !== parentQuery) out.query = error.query.slice(0, QUERY_MAX);
    if (MESSAGE_SAFE_CLASSES.has(code.slice(0, 2)) && typeof error.message === "string") out.message = error.message;
    out.stack = stackFrames(error.stack);
  } else if (isQueryError(error)) {
    out.query = (error.query as string).slice(0, QUERY_MAX);
    out.stack = stackFrames(error.stack);
  } else {
    if (typeof error.message === "string") out.message = error.message;
    if (typeof error.stack === "string") out.stack = error.stack;
    for (const field of OTHER_FIELDS) {
      const fieldValue = error[field];
      if (typeof fieldValue === "string" || typeof fieldValue === "number") out[field] = fieldValue;
    }
    if (Array.isArray(error.errors) && depth < CAUSE_DEPTH) {
      out.aggregateErrors = error.errors.slice(0, 10).map((inner: unknown) => serialize(inner, depth + 1, seen));
    }
  }
  if (error.cause !== undefined && depth < CAUSE_DEPTH) {
    out.cause = serialize(error.cause, depth + 1, seen, typeof error.query === "string" ? error.query : undefined);
  }
  return out;
}

/**
 * An error as the log writes it (the `err` serializer). A database error
 * (drizzle's query error, or one with a SQLSTATE code from pg or PGlite):
 * its type, code, constraint, table, column, schema, data type, routine,
 * severity, the query text (placeholders only) and stack frames; never its
 * parameters, detail, where, hint, or a message that may quote a value.
 * Any other error: its type, message, stack and code. Causes follow the same
 * rules.
 */
export function serializeError(error: unknown): SerializedError | unknown {
  if (!isRecord(error)) return error;
  return serialize(error, 0, new Set());
}

/**
 * A line's message when only an error was given (pino would take the error's
 * own message, which may quote values): the error's type and the first safe
 * message or SQLSTATE code along its cause chain.
 */
function errorMessage(error: unknown): string {
  const serialized = serializeError(error);
  if (!isRecord(serialized)) return "error";
  let node: unknown = serialized;
  while (isRecord(node)) {
    if (typeof node.message === "string")
      return node === serialized ? node.message : `${String(serialized.type)}: ${node.message}`;
    if (typeof node.code === "string" && node.type === "DatabaseError")
      return `${String(serialized.type)}: database error ${node.code}`;
    node = node.cause;
  }
  return String(serialized.type);
}

/** A logger with the site's settings, writing to `destination` (standard output by default). */
export function createLogger(destination?: pino.DestinationStream, level?: string) {
  return pino(
    {
      level: level ?? process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
      base: { service: "web" },
      serializers: { err: serializeError },
      redact: {
        paths: ["password", "*.password", "headers.cookie", "headers.authorization", "email", "*.email"],
        censor: "[redacted]",
      },
      hooks: {
        // logger.error(error) and logger.error({ err }) without a message: the message is the safe one.
        logMethod(args, method) {
          const [first, second] = args as unknown[];
          if (first instanceof Error) {
            const rest = args.slice(1) as unknown[];
            return method.apply(this, [
              { err: first },
              ...(typeof second === "string" ? rest : [errorMessage(first), ...rest]),
            ] as never);
          }
          if (isRecord(first) && first.err !== undefined && args.length === 1 && first.msg === undefined) {
            return method.apply(this, [first, errorMessage(first.err)] as never);
          }
          return method.apply(this, args);
        },
      },
    },
    destination,
  );
}

export const logger = createLogger();

export type Logger = typeof logger;
