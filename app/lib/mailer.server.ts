/**
 * Sends one email. Over SMTP when SMTP_URL is set; otherwise each message is
 * written as an .eml file to DATA_DIR/mail and logged, so nothing is lost in
 * development.
 */
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { logger } from "./logger.server";

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** extra headers, e.g. List-Unsubscribe */
  headers?: Record<string, string>;
};
export type Mailer = { send(message: OutgoingEmail): Promise<void>; close(): void };

export function createMailer(options: { smtpUrl?: string; mailFrom: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    url.searchParams.set("connectionTimeout", "10000");
    url.searchParams.set("greetingTimeout", "10000");
    url.searchParams.set("socketTimeout", "20000");
    const transport = nodemailer.createTransport(url.toString());
    return {
      async send(message) {
        await transport.sendMail({
          from: options.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? undefined,
          headers: message.headers,
        });
      },
      close: () => transport.close(),
    };
  }

  const dir = path.join(options.dataDir, "mail");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        headers: message.headers,
      });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^a-z0-9]/gi, "").slice(0, 16)}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      logger.info({ file, subject: message.subject }, "email written to file (SMTP_URL is not set)");
    },
    close: () => transport.close(),
  };
}
