/**
 * Configuration: read once from the environment, validated with clear messages.
 * `.env.example` documents every variable.
 */
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import net from "node:net";
import { z } from "zod";

const emailAddress = z
  .string()
  .trim()
  .regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, {
    message: "must be an email address such as leads@example.co.za",
  });

/** Whose X-Forwarded-For the HTTP server believes, in a form Express's `trust proxy` setting takes. */
export type TrustProxy = "loopback" | number | string[];

const TRUST_PROXY_FORMS =
  "loopback, a number of proxies (such as 1) or a comma-separated list of IP addresses and CIDR ranges (such as 10.0.0.0/8, 192.168.1.5, fd00::/8)";

/**
 * TRUST_PROXY: `loopback`, a hop count, or a list of IP addresses and CIDR ranges (checked with node:net, so that
 * every one Express is handed is one it takes).
 */
function trustProxy(value: string, context: z.RefinementCtx): TrustProxy {
  if (value.toLowerCase() === "loopback") return "loopback";
  if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(value)) {
    if (/^\d+$/.test(value) && Number.isSafeInteger(Number(value))) return Number(value);
    context.addIssue({ code: "custom", message: "must be a whole number of proxies, 0 or more" });
    return z.NEVER;
  }
  const entries = value.split(",").map((entry) => entry.trim());
  if (entries.length === 1 && !/[.:/]/.test(value)) {
    context.addIssue({ code: "custom", message: `must be ${TRUST_PROXY_FORMS}` });
    return z.NEVER;
  }
  if (entries.includes(""))
    context.addIssue({ code: "custom", message: "has an empty entry in its list of addresses" });
  for (const entry of entries.filter((entry) => entry !== "")) {
    const [address, prefix, ...rest] = entry.split("/");
    const family = rest.length === 0 ? net.isIP(address) : 0;
    if (family === 0) {
      context.addIssue({
        code: "custom",
        message: `has "${entry}", which is not an IP address or CIDR range (such as 192.168.1.5, 10.0.0.0/8 or fd00::/8)`,
      });
      continue;
    }
    const longest = family === 4 ? 32 : 128;
    if (prefix !== undefined && !(/^\d{1,3}$/.test(prefix) && Number(prefix) <= longest)) {
      context.addIssue({
        code: "custom",
        message: `has "${entry}": an IPv${family} range's prefix length must be 0 to ${longest}`,
      });
    }
  }
  return entries;
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 65535")
    .max(65535, "must be between 0 and 65535")
    .default(3000),
  DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, {
      message: "must be a PostgreSQL connection URL starting with postgres:// or postgresql://",
    })
    .optional(),
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      message: "must be an absolute http:// or https:// URL such as https://www.example.co.za",
    })
    .optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters (try: openssl rand -base64 32)").optional(),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, { message: "must start with smtp:// or smtps://" })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default("Kestrel Advisory <no-reply@kestreladvisory.co.za>"),
  LEADS_NOTIFY_TO: emailAddress.default("leads@kestreladvisory.co.za"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  OUTBOX_CONCURRENCY: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 50")
    .max(50, "must be between 1 and 50")
    .default(5),
  OUTBOX_RATE_PER_SECOND: z.coerce
    .number({ message: "must be a number" })
    .min(0, "must be 0 (no limit) or a positive number of emails per second")
    .max(10_000, "must be at most 10000")
    .default(100),
  NEWSLETTER_SEND_PER_MINUTE: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number of emails a minute")
    .min(1, "must be between 1 and 60000 emails a minute")
    .max(60_000, "must be between 1 and 60000 emails a minute")
    .default(300),
  PAGE_CACHE_MB: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number of megabytes")
    .min(0, "must be 0 (no page cache) or more")
    .max(4_096, "must be at most 4096")
    .default(32),
  TRUST_PROXY: z.string().trim().transform(trustProxy).default("loopback"),
  SESSION_IDLE_HOURS: z.coerce
    .number({ message: "must be a number" })
    .positive("must be a positive number of hours (such as 8 or 0.5)")
    .default(8),
  SESSION_MAX_DAYS: z.coerce
    .number({ message: "must be a number" })
    .positive("must be a positive number of days (such as 7 or 0.5)")
    .default(7),
  IMAGE_STORAGE: z.enum(["database", "s3"], { message: "must be database or s3" }).default("database"),
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      message: "must be the storage's http:// or https:// address, such as https://s3.af-south-1.amazonaws.com",
    })
    .optional(),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: "must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens",
    })
    .optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, { message: "must be a region such as af-south-1 (auto for storage without regions)" })
    .default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, "must be at least 16 characters (try: openssl rand -hex 24)")
    .regex(/^\S+$/, { message: "must not contain spaces (it is sent as Authorization: Bearer <token>)" })
    .optional(),
});

/** Where uploaded images' bytes are kept (ADR 033): the database, or a bucket of S3-compatible storage. */
export type ImageStorageConfig =
  | { kind: "database" }
  | { kind: "s3"; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

export type Env = {
  nodeEnv: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  leadsNotifyTo: string;
  logLevel: string;
  /** emails the outbox sends at once (and SMTP connections it keeps open) */
  outboxConcurrency: number;
  /** most emails the outbox starts per second in this process; 0: no limit */
  outboxRatePerSecond: number;
  /** newsletter copies queued a minute, across every instance (one instance queues them) */
  newsletterSendPerMinute: number;
  /** bytes the rendered-page cache may hold; 0: no page cache */
  pageCacheBytes: number;
  /** whose X-Forwarded-For gives the client's address (Express's `trust proxy`): loopback, a hop count or addresses */
  trustProxy: TrustProxy;
  /** hours without a request after which a session ends (Better Auth's sliding expiry) */
  sessionIdleHours: number;
  /** days after signing in after which a session ends however active it is */
  sessionMaxDays: number;
  /** where uploaded images are stored */
  imageStorage: ImageStorageConfig;
  /** the bearer token that GET /metrics asks for (ADR 037); unset: /metrics answers 404 */
  metricsToken: string | undefined;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses an environment into configuration, or throws a ConfigError naming every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  // An empty variable means "not set", as in `PORT=` in a .env file.
  const set = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const result = EnvSchema.safeParse(set);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`));
  }
  const value = result.data;
  if (value.SESSION_IDLE_HOURS >= value.SESSION_MAX_DAYS * 24) {
    throw new ConfigError([
      `SESSION_IDLE_HOURS must be shorter than SESSION_MAX_DAYS (${value.SESSION_IDLE_HOURS} hours against a maximum of ${value.SESSION_MAX_DAYS * 24} hours)`,
    ]);
  }
  const dataDir = path.resolve(value.DATA_DIR);
  return {
    imageStorage: imageStorage(value),
    nodeEnv: value.NODE_ENV,
    isProduction: value.NODE_ENV === "production",
    port: value.PORT,
    dataDir,
    databaseUrl: value.DATABASE_URL,
    publicUrl: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ""),
    authSecret: value.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    leadsNotifyTo: value.LEADS_NOTIFY_TO,
    logLevel: value.LOG_LEVEL,
    outboxConcurrency: value.OUTBOX_CONCURRENCY,
    outboxRatePerSecond: value.OUTBOX_RATE_PER_SECOND,
    newsletterSendPerMinute: value.NEWSLETTER_SEND_PER_MINUTE,
    pageCacheBytes: value.PAGE_CACHE_MB * 1024 * 1024,
    trustProxy: value.TRUST_PROXY,
    sessionIdleHours: value.SESSION_IDLE_HOURS,
    sessionMaxDays: value.SESSION_MAX_DAYS,
    metricsToken: value.METRICS_TOKEN,
  };
}

/** IMAGE_STORAGE=s3 needs the bucket's address, name and keys; the database needs nothing. */
function imageStorage(value: z.output<typeof EnvSchema>): ImageStorageConfig {
  if (value.IMAGE_STORAGE === "database") return { kind: "database" };
  const missing = (["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter(
    (name) => !value[name],
  );
  if (missing.length > 0) throw new ConfigError(missing.map((name) => `${name} must be set when IMAGE_STORAGE is s3`));
  return {
    kind: "s3",
    endpoint: value.S3_ENDPOINT!.replace(/\/+$/, ""),
    bucket: value.S3_BUCKET!,
    region: value.S3_REGION,
    accessKeyId: value.S3_ACCESS_KEY_ID!,
    secretAccessKey: value.S3_SECRET_ACCESS_KEY!,
  };
}

/** A secret generated once into DATA_DIR, so sessions survive restarts without setup. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString("base64url");
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      return fs.readFileSync(file, "utf8").trim();
    }
  }
}

let cached: Env | undefined;

/**
 * The process's configuration: variables from the environment, plus any from
 * a `.env` file in the working directory that the environment does not set.
 */
export function readEnvironment(): Env {
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  cached = parseEnv(process.env);
  return cached;
}

/** The process's configuration, read on first use. */
export function env(): Env {
  return cached ?? readEnvironment();
}
