import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "~/lib/runtime/env.server";

const tmpDirs: string[] = [];
function tmpDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "env-test-"));
  tmpDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const SECRET = "s".repeat(32);

/** The problems parseEnv reports for `source` (fails the test when it does not throw a ConfigError). */
function problemsFor(source: Record<string, string>): string[] {
  try {
    parseEnv({ AUTH_SECRET: SECRET, ...source });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(source)}`);
}

describe("parseEnv defaults", () => {
  it("fills in every default when only a secret is given", () => {
    const env = parseEnv({ AUTH_SECRET: SECRET });
    expect(env).toEqual({
      nodeEnv: "development",
      isProduction: false,
      port: 3000,
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      publicUrl: "http://localhost:3000",
      authSecret: SECRET,
      smtpUrl: undefined,
      mailFrom: "Kestrel Advisory <no-reply@kestreladvisory.co.za>",
      leadsNotifyTo: "leads@kestreladvisory.co.za",
      logLevel: "info",
      outboxConcurrency: 5,
      outboxRatePerSecond: 100,
      newsletterSendPerMinute: 300,
      pageCacheBytes: 32 * 1024 * 1024,
      trustProxy: "loopback",
      sessionIdleHours: 8,
      sessionMaxDays: 7,
      imageStorage: { kind: "database" },
      metricsToken: undefined,
    });
  });

  it("sizes the page cache in megabytes, 0 turning it off, and refuses anything else", () => {
    expect(parseEnv({ AUTH_SECRET: SECRET, PAGE_CACHE_MB: "0" }).pageCacheBytes).toBe(0);
    expect(parseEnv({ AUTH_SECRET: SECRET, PAGE_CACHE_MB: "64" }).pageCacheBytes).toBe(64 * 1024 * 1024);
    expect(() => parseEnv({ AUTH_SECRET: SECRET, PAGE_CACHE_MB: "-1" })).toThrow(
      /PAGE_CACHE_MB must be 0 \(no page cache\) or more/,
    );
    expect(() => parseEnv({ AUTH_SECRET: SECRET, PAGE_CACHE_MB: "lots" })).toThrow(/PAGE_CACHE_MB must be a number/);
  });

  it("treats empty optional variables as unset", () => {
    const env = parseEnv({ AUTH_SECRET: SECRET, DATABASE_URL: "", PUBLIC_URL: "", SMTP_URL: "", PORT: "8080" });
    expect(env.databaseUrl).toBeUndefined();
    expect(env.smtpUrl).toBeUndefined();
    expect(env.publicUrl).toBe("http://localhost:8080");
  });

  it("reads and normalises given values", () => {
    const dataDir = tmpDir();
    const env = parseEnv({
      NODE_ENV: "production",
      PORT: "4100",
      DATA_DIR: `  ${dataDir}  `,
      DATABASE_URL: " postgresql://app@db.internal:5432/site ",
      PUBLIC_URL: "https://www.example.co.za///",
      AUTH_SECRET: SECRET,
      SMTP_URL: "smtps://user:pass@mail.example.co.za:465",
      MAIL_FROM: "Site <site@example.co.za>",
      LEADS_NOTIFY_TO: " team@example.co.za ",
      LOG_LEVEL: "warn",
    });
    expect(env.nodeEnv).toBe("production");
    expect(env.isProduction).toBe(true);
    expect(env.port).toBe(4100);
    expect(env.dataDir).toBe(dataDir);
    expect(env.databaseUrl).toBe("postgresql://app@db.internal:5432/site");
    expect(env.publicUrl).toBe("https://www.example.co.za");
    expect(env.smtpUrl).toBe("smtps://user:pass@mail.example.co.za:465");
    expect(env.mailFrom).toBe("Site <site@example.co.za>");
    expect(env.leadsNotifyTo).toBe("team@example.co.za");
    expect(env.logLevel).toBe("warn");
  });

  it("accepts port 0 and 65535 and the postgres:// scheme", () => {
    expect(parseEnv({ AUTH_SECRET: SECRET, PORT: "0" }).port).toBe(0);
    expect(parseEnv({ AUTH_SECRET: SECRET, PORT: "65535" }).port).toBe(65535);
    expect(parseEnv({ AUTH_SECRET: SECRET, DATABASE_URL: "postgres://x@h/db" }).databaseUrl).toBe("postgres://x@h/db");
  });

  // `PORT=` in an env file means "not set", like every other empty variable.
  it("treats an empty PORT as unset (the default), not as port 0", () => {
    let port: number;
    try {
      port = parseEnv({ AUTH_SECRET: SECRET, PORT: "" }).port;
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError); // rejecting it would be fine too
      return;
    }
    expect(port).toBe(3000);
  });
});

describe("parseEnv validation messages", () => {
  it("rejects an unknown NODE_ENV and LOG_LEVEL", () => {
    expect(problemsFor({ NODE_ENV: "staging" })).toEqual([
      expect.stringMatching(/^NODE_ENV .*"development"\|"production"\|"test"/),
    ]);
    expect(problemsFor({ LOG_LEVEL: "verbose" })).toEqual([expect.stringMatching(/^LOG_LEVEL .*"silent"/)]);
  });

  it("explains a bad PORT", () => {
    expect(problemsFor({ PORT: "abc" })).toEqual(["PORT must be a number"]);
    expect(problemsFor({ PORT: "3.5" })).toEqual(["PORT must be a whole number"]);
    expect(problemsFor({ PORT: "-1" })).toEqual(["PORT must be between 0 and 65535"]);
    expect(problemsFor({ PORT: "65536" })).toEqual(["PORT must be between 0 and 65535"]);
  });

  it("treats a blank DATA_DIR as unset: the default ./data", () => {
    expect(parseEnv({ AUTH_SECRET: SECRET, DATA_DIR: "   " }).dataDir).toBe(path.resolve("./data"));
  });

  it("explains a DATABASE_URL that is not PostgreSQL", () => {
    expect(problemsFor({ DATABASE_URL: "mysql://root@localhost/site" })).toEqual([
      "DATABASE_URL must be a PostgreSQL connection URL starting with postgres:// or postgresql://",
    ]);
  });

  it("explains a PUBLIC_URL that is not an absolute http(s) URL, once", () => {
    const message = "PUBLIC_URL must be an absolute http:// or https:// URL such as https://www.example.co.za";
    expect(problemsFor({ PUBLIC_URL: "www.example.co.za" })).toEqual([message]);
    expect(problemsFor({ PUBLIC_URL: "ftp://files.example.co.za" })).toEqual([message]);
  });

  it("explains a short AUTH_SECRET", () => {
    expect(problemsFor({ AUTH_SECRET: "x".repeat(31) })).toEqual([
      "AUTH_SECRET must be at least 32 characters (try: openssl rand -base64 32)",
    ]);
  });

  it("explains an SMTP_URL with another scheme", () => {
    expect(problemsFor({ SMTP_URL: "http://mail.example.co.za" })).toEqual([
      "SMTP_URL must start with smtp:// or smtps://",
    ]);
  });

  it("explains a too-short MAIL_FROM and a bad LEADS_NOTIFY_TO", () => {
    expect(problemsFor({ MAIL_FROM: "ab" })).toEqual([expect.stringMatching(/^MAIL_FROM /)]);
    expect(problemsFor({ LEADS_NOTIFY_TO: "leads-at-example" })).toEqual([
      "LEADS_NOTIFY_TO must be an email address such as leads@example.co.za",
    ]);
    expect(problemsFor({ LEADS_NOTIFY_TO: "leads@localhost" })).toEqual([
      "LEADS_NOTIFY_TO must be an email address such as leads@example.co.za",
    ]);
  });

  it("reads the outbox's concurrency and rate, with 0 meaning no rate limit", () => {
    const env = parseEnv({ AUTH_SECRET: SECRET, OUTBOX_CONCURRENCY: " 12 ", OUTBOX_RATE_PER_SECOND: "0.5" });
    expect(env.outboxConcurrency).toBe(12);
    expect(env.outboxRatePerSecond).toBe(0.5);
    expect(parseEnv({ AUTH_SECRET: SECRET, OUTBOX_RATE_PER_SECOND: "0" }).outboxRatePerSecond).toBe(0);
    expect(parseEnv({ AUTH_SECRET: SECRET, OUTBOX_CONCURRENCY: "", OUTBOX_RATE_PER_SECOND: "" })).toMatchObject({
      outboxConcurrency: 5,
      outboxRatePerSecond: 100,
    });
  });

  it("explains a bad OUTBOX_CONCURRENCY", () => {
    expect(problemsFor({ OUTBOX_CONCURRENCY: "many" })).toEqual(["OUTBOX_CONCURRENCY must be a number"]);
    expect(problemsFor({ OUTBOX_CONCURRENCY: "2.5" })).toEqual(["OUTBOX_CONCURRENCY must be a whole number"]);
    expect(problemsFor({ OUTBOX_CONCURRENCY: "0" })).toEqual(["OUTBOX_CONCURRENCY must be between 1 and 50"]);
    expect(problemsFor({ OUTBOX_CONCURRENCY: "51" })).toEqual(["OUTBOX_CONCURRENCY must be between 1 and 50"]);
  });

  it("explains a bad OUTBOX_RATE_PER_SECOND", () => {
    expect(problemsFor({ OUTBOX_RATE_PER_SECOND: "fast" })).toEqual(["OUTBOX_RATE_PER_SECOND must be a number"]);
    expect(problemsFor({ OUTBOX_RATE_PER_SECOND: "-1" })).toEqual([
      "OUTBOX_RATE_PER_SECOND must be 0 (no limit) or a positive number of emails per second",
    ]);
    expect(problemsFor({ OUTBOX_RATE_PER_SECOND: "20000" })).toEqual(["OUTBOX_RATE_PER_SECOND must be at most 10000"]);
  });

  it("reads the newsletter's rate in emails a minute, and explains a bad one", () => {
    expect(parseEnv({ AUTH_SECRET: SECRET, NEWSLETTER_SEND_PER_MINUTE: " 60 " }).newsletterSendPerMinute).toBe(60);
    expect(parseEnv({ AUTH_SECRET: SECRET, NEWSLETTER_SEND_PER_MINUTE: "" }).newsletterSendPerMinute).toBe(300);
    expect(problemsFor({ NEWSLETTER_SEND_PER_MINUTE: "quick" })).toEqual([
      "NEWSLETTER_SEND_PER_MINUTE must be a number",
    ]);
    expect(problemsFor({ NEWSLETTER_SEND_PER_MINUTE: "2.5" })).toEqual([
      "NEWSLETTER_SEND_PER_MINUTE must be a whole number of emails a minute",
    ]);
    expect(problemsFor({ NEWSLETTER_SEND_PER_MINUTE: "0" })).toEqual([
      "NEWSLETTER_SEND_PER_MINUTE must be between 1 and 60000 emails a minute",
    ]);
    expect(problemsFor({ NEWSLETTER_SEND_PER_MINUTE: "60001" })).toEqual([
      "NEWSLETTER_SEND_PER_MINUTE must be between 1 and 60000 emails a minute",
    ]);
  });

  it("explains a bad TRUST_PROXY, naming each bad entry of a list", () => {
    const forms =
      "TRUST_PROXY must be loopback, a number of proxies (such as 1) or a comma-separated list of IP addresses and CIDR ranges (such as 10.0.0.0/8, 192.168.1.5, fd00::/8)";
    const notAnAddress = (entry: string) =>
      `TRUST_PROXY has "${entry}", which is not an IP address or CIDR range (such as 192.168.1.5, 10.0.0.0/8 or fd00::/8)`;
    expect(problemsFor({ TRUST_PROXY: "yes" })).toEqual([forms]);
    expect(problemsFor({ TRUST_PROXY: "true" })).toEqual([forms]);
    expect(problemsFor({ TRUST_PROXY: "-1" })).toEqual(["TRUST_PROXY must be a whole number of proxies, 0 or more"]);
    expect(problemsFor({ TRUST_PROXY: "1.5" })).toEqual(["TRUST_PROXY must be a whole number of proxies, 0 or more"]);
    expect(problemsFor({ TRUST_PROXY: "1.2.3" })).toEqual([notAnAddress("1.2.3")]);
    expect(problemsFor({ TRUST_PROXY: "10.0.0.0/33" })).toEqual([
      'TRUST_PROXY has "10.0.0.0/33": an IPv4 range\'s prefix length must be 0 to 32',
    ]);
    expect(problemsFor({ TRUST_PROXY: "10.0.0.0/" })).toEqual([
      'TRUST_PROXY has "10.0.0.0/": an IPv4 range\'s prefix length must be 0 to 32',
    ]);
    expect(problemsFor({ TRUST_PROXY: "fd00::/129" })).toEqual([
      'TRUST_PROXY has "fd00::/129": an IPv6 range\'s prefix length must be 0 to 128',
    ]);
    expect(problemsFor({ TRUST_PROXY: "10.0.0.0/8/8" })).toEqual([notAnAddress("10.0.0.0/8/8")]);
    expect(problemsFor({ TRUST_PROXY: "10.0.0.1 10.0.0.2" })).toEqual([notAnAddress("10.0.0.1 10.0.0.2")]);
    expect(problemsFor({ TRUST_PROXY: "10.0.0.1,,10.0.0.2" })).toEqual([
      "TRUST_PROXY has an empty entry in its list of addresses",
    ]);
    expect(problemsFor({ TRUST_PROXY: "10.0.0.0/8, proxy.internal, 256.1.1.1, 192.168.0.0/40" })).toEqual([
      notAnAddress("proxy.internal"),
      notAnAddress("256.1.1.1"),
      'TRUST_PROXY has "192.168.0.0/40": an IPv4 range\'s prefix length must be 0 to 32',
    ]);
    // Only the four forms: the names proxy-addr knows besides loopback are not among them.
    expect(problemsFor({ TRUST_PROXY: "uniquelocal" })).toEqual([forms]);
    expect(problemsFor({ TRUST_PROXY: "loopback, 10.0.0.0/8" })).toEqual([notAnAddress("loopback")]);
  });

  it("lists every bad variable in one ConfigError", () => {
    let error: unknown;
    try {
      parseEnv({
        NODE_ENV: "staging",
        PORT: "http",
        DATABASE_URL: "sqlite://file.db",
        AUTH_SECRET: "short",
        SMTP_URL: "mail.example.co.za",
        LEADS_NOTIFY_TO: "nobody",
        LOG_LEVEL: "loud",
        TRUST_PROXY: "yes",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const configError = error as ConfigError;
    expect(configError.name).toBe("ConfigError");
    const variables = configError.problems.map((problem) => problem.split(" ")[0]);
    expect(variables.sort()).toEqual(
      [
        "AUTH_SECRET",
        "DATABASE_URL",
        "LEADS_NOTIFY_TO",
        "LOG_LEVEL",
        "NODE_ENV",
        "PORT",
        "SMTP_URL",
        "TRUST_PROXY",
      ].sort(),
    );
    expect(configError.message.startsWith("Invalid configuration:\n")).toBe(true);
    for (const problem of configError.problems) expect(configError.message).toContain(`  - ${problem}`);
  });
});

describe("image storage", () => {
  const S3 = {
    IMAGE_STORAGE: "s3",
    S3_ENDPOINT: "https://s3.af-south-1.amazonaws.com/",
    S3_BUCKET: "kestrel-images",
    S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
    S3_SECRET_ACCESS_KEY: "secret",
  };

  it("keeps images in the database unless told otherwise", () => {
    expect(parseEnv({ AUTH_SECRET: SECRET, IMAGE_STORAGE: "" }).imageStorage).toEqual({ kind: "database" });
    expect(
      parseEnv({ AUTH_SECRET: SECRET, IMAGE_STORAGE: "database", S3_BUCKET: "ignored-bucket" }).imageStorage,
    ).toEqual({ kind: "database" });
  });

  it("reads a bucket's address, name, region and keys for s3", () => {
    expect(parseEnv({ AUTH_SECRET: SECRET, ...S3 }).imageStorage).toEqual({
      kind: "s3",
      endpoint: "https://s3.af-south-1.amazonaws.com",
      bucket: "kestrel-images",
      region: "us-east-1",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "secret",
    });
    expect(parseEnv({ AUTH_SECRET: SECRET, ...S3, S3_REGION: "af-south-1" }).imageStorage).toMatchObject({
      region: "af-south-1",
    });
  });

  it("names what s3 storage is missing, and a bad value", () => {
    expect(problemsFor({ IMAGE_STORAGE: "s3", S3_BUCKET: "kestrel-images" })).toEqual([
      "S3_ENDPOINT must be set when IMAGE_STORAGE is s3",
      "S3_ACCESS_KEY_ID must be set when IMAGE_STORAGE is s3",
      "S3_SECRET_ACCESS_KEY must be set when IMAGE_STORAGE is s3",
    ]);
    expect(problemsFor({ IMAGE_STORAGE: "disk" })).toEqual(["IMAGE_STORAGE must be database or s3"]);
    expect(problemsFor({ ...S3, S3_ENDPOINT: "ftp://files.example" })[0]).toMatch(
      /^S3_ENDPOINT must be the storage's http:\/\/ or https:\/\/ address/,
    );
    expect(problemsFor({ ...S3, S3_BUCKET: "Kestrel_Images" })[0]).toMatch(/^S3_BUCKET must be a bucket name/);
  });
});

describe("METRICS_TOKEN", () => {
  it("is read when long enough, and explains a short one or one with a space", () => {
    expect(parseEnv({ AUTH_SECRET: SECRET, METRICS_TOKEN: " 0123456789abcdef " }).metricsToken).toBe(
      "0123456789abcdef",
    );
    expect(parseEnv({ AUTH_SECRET: SECRET, METRICS_TOKEN: "" }).metricsToken).toBeUndefined();
    expect(problemsFor({ METRICS_TOKEN: "short" })).toEqual([
      "METRICS_TOKEN must be at least 16 characters (try: openssl rand -hex 24)",
    ]);
    expect(problemsFor({ METRICS_TOKEN: "a token with spaces in it" })).toEqual([
      "METRICS_TOKEN must not contain spaces (it is sent as Authorization: Bearer <token>)",
    ]);
  });
});

describe("session lifetimes", () => {
  it("reads SESSION_IDLE_HOURS and SESSION_MAX_DAYS, decimals allowed, empty meaning the default", () => {
    expect(parseEnv({ AUTH_SECRET: SECRET, SESSION_IDLE_HOURS: " 2 ", SESSION_MAX_DAYS: "1.5" })).toMatchObject({
      sessionIdleHours: 2,
      sessionMaxDays: 1.5,
    });
    expect(parseEnv({ AUTH_SECRET: SECRET, SESSION_IDLE_HOURS: "0.5", SESSION_MAX_DAYS: "30" })).toMatchObject({
      sessionIdleHours: 0.5,
      sessionMaxDays: 30,
    });
    expect(parseEnv({ AUTH_SECRET: SECRET, SESSION_IDLE_HOURS: "", SESSION_MAX_DAYS: "" })).toMatchObject({
      sessionIdleHours: 8,
      sessionMaxDays: 7,
    });
    // Idle alone may grow up to just under the default maximum.
    expect(parseEnv({ AUTH_SECRET: SECRET, SESSION_IDLE_HOURS: "167" }).sessionIdleHours).toBe(167);
  });

  it("explains a lifetime that is not a positive number", () => {
    expect(problemsFor({ SESSION_IDLE_HOURS: "eight" })).toEqual(["SESSION_IDLE_HOURS must be a number"]);
    expect(problemsFor({ SESSION_IDLE_HOURS: "0" })).toEqual([
      "SESSION_IDLE_HOURS must be a positive number of hours (such as 8 or 0.5)",
    ]);
    expect(problemsFor({ SESSION_IDLE_HOURS: "-1" })).toEqual([
      "SESSION_IDLE_HOURS must be a positive number of hours (such as 8 or 0.5)",
    ]);
    expect(problemsFor({ SESSION_MAX_DAYS: "a week" })).toEqual(["SESSION_MAX_DAYS must be a number"]);
    expect(problemsFor({ SESSION_MAX_DAYS: "0" })).toEqual([
      "SESSION_MAX_DAYS must be a positive number of days (such as 7 or 0.5)",
    ]);
    expect(problemsFor({ SESSION_IDLE_HOURS: "0", SESSION_MAX_DAYS: "-2" })).toEqual([
      "SESSION_IDLE_HOURS must be a positive number of hours (such as 8 or 0.5)",
      "SESSION_MAX_DAYS must be a positive number of days (such as 7 or 0.5)",
    ]);
  });

  it("refuses an idle time that is not shorter than the maximum", () => {
    expect(problemsFor({ SESSION_IDLE_HOURS: "24", SESSION_MAX_DAYS: "1" })).toEqual([
      "SESSION_IDLE_HOURS must be shorter than SESSION_MAX_DAYS (24 hours against a maximum of 24 hours)",
    ]);
    expect(problemsFor({ SESSION_IDLE_HOURS: "200" })).toEqual([
      "SESSION_IDLE_HOURS must be shorter than SESSION_MAX_DAYS (200 hours against a maximum of 168 hours)",
    ]);
    expect(parseEnv({ AUTH_SECRET: SECRET, SESSION_IDLE_HOURS: "23.5", SESSION_MAX_DAYS: "1" }).sessionIdleHours).toBe(
      23.5,
    );
  });
});

describe("TRUST_PROXY", () => {
  const trustProxy = (value: string) => parseEnv({ AUTH_SECRET: SECRET, TRUST_PROXY: value }).trustProxy;
  /** Whether Express, given the setting, believes X-Forwarded-For from `address` (the nearest hop). */
  const trusts = (value: string, address: string) => {
    const app = express();
    app.set("trust proxy", trustProxy(value));
    return (app.get("trust proxy fn") as (address: string, hop: number) => boolean)(address, 0);
  };

  it("is loopback when unset or empty, as before it existed", () => {
    expect(trustProxy("")).toBe("loopback");
    expect(trustProxy("   ")).toBe("loopback");
    expect(parseEnv({ AUTH_SECRET: SECRET }).trustProxy).toBe("loopback");
  });

  it("reads loopback, in any case", () => {
    expect(trustProxy("loopback")).toBe("loopback");
    expect(trustProxy(" Loopback ")).toBe("loopback");
    expect(trusts("loopback", "127.0.0.1")).toBe(true);
    expect(trusts("loopback", "::1")).toBe(true);
    expect(trusts("loopback", "10.0.0.1")).toBe(false);
  });

  it("reads a number of proxies, 0 trusting none", () => {
    expect(trustProxy("0")).toBe(0);
    expect(trustProxy("1")).toBe(1);
    expect(trustProxy(" 2 ")).toBe(2);
    expect(trusts("0", "127.0.0.1")).toBe(false);
    expect(trusts("1", "198.51.100.1")).toBe(true);
  });

  it("reads a comma-separated list of IPv4 and IPv6 addresses and CIDR ranges", () => {
    expect(trustProxy("10.0.0.0/8, 192.168.1.5, fd00::/8")).toEqual(["10.0.0.0/8", "192.168.1.5", "fd00::/8"]);
    expect(trustProxy("192.168.1.5")).toEqual(["192.168.1.5"]);
    expect(trustProxy("::1,2001:db8::/32,0.0.0.0/0")).toEqual(["::1", "2001:db8::/32", "0.0.0.0/0"]);
    expect(trustProxy("10.0.0.0/32, ::/128")).toEqual(["10.0.0.0/32", "::/128"]);
    expect(trusts("10.0.0.0/8, 192.168.1.5, fd00::/8", "10.20.30.40")).toBe(true);
    expect(trusts("10.0.0.0/8, 192.168.1.5, fd00::/8", "192.168.1.5")).toBe(true);
    expect(trusts("10.0.0.0/8, 192.168.1.5, fd00::/8", "fd12:3456::1")).toBe(true);
    expect(trusts("10.0.0.0/8, 192.168.1.5, fd00::/8", "192.168.1.6")).toBe(false);
    expect(trusts("10.0.0.0/8, 192.168.1.5, fd00::/8", "127.0.0.1")).toBe(false);
  });
});

describe("the generated AUTH_SECRET", () => {
  it("is written to DATA_DIR/auth-secret and reused on the next parse", () => {
    const dataDir = path.join(tmpDir(), "nested", "data");
    const first = parseEnv({ DATA_DIR: dataDir });
    const file = path.join(dataDir, "auth-secret");
    expect(fs.existsSync(file)).toBe(true);
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(file, "utf8").trim()).toBe(first.authSecret);
    if (process.platform !== "win32") expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const second = parseEnv({ DATA_DIR: dataDir });
    expect(second.authSecret).toBe(first.authSecret);
  });

  it("differs between data folders", () => {
    const a = parseEnv({ DATA_DIR: tmpDir() }).authSecret;
    const b = parseEnv({ DATA_DIR: tmpDir() }).authSecret;
    expect(a).not.toBe(b);
  });

  it("is not used (nor written) when AUTH_SECRET is set", () => {
    const dataDir = tmpDir();
    expect(parseEnv({ DATA_DIR: dataDir, AUTH_SECRET: SECRET }).authSecret).toBe(SECRET);
    expect(fs.existsSync(path.join(dataDir, "auth-secret"))).toBe(false);
  });

  it("reuses a secret already in the file, ignoring surrounding whitespace", () => {
    const dataDir = tmpDir();
    const existing = "e".repeat(43);
    fs.writeFileSync(path.join(dataDir, "auth-secret"), `${existing}\n`);
    expect(parseEnv({ DATA_DIR: dataDir }).authSecret).toBe(existing);
  });
});
