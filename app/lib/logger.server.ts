import pino from "pino";

/** JSON logs; never log secrets or visitors' personal data. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { service: "web" },
  redact: {
    paths: ["password", "*.password", "headers.cookie", "headers.authorization", "email", "*.email"],
    censor: "[redacted]",
  },
});

export type Logger = typeof logger;
