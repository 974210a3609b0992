/**
 * Sends one email. Over SMTP when SMTP_URL is set, through a pool of open
 * connections (one message at a time on each, so `maxConnections` messages
 * can be on their way at once); otherwise each message is written as an .eml
 * file to DATA_DIR/mail and logged, so nothing is lost in development.
 */
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { logger } from "./logger.server";
import type { EmailAttachment } from "~/db/schema";

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** extra headers, e.g. List-Unsubscribe */
  headers?: Record<string, string>;
  /** files sent with it; a calendar file (text/calendar) goes as the invitation calendars show with its buttons */
  attachments?: EmailAttachment[];
};
export type SendOptions = {
  /** aborting gives up on the message: it leaves the queue, or the connection sending it is closed */
  signal?: AbortSignal;
};
export type Mailer = {
  send(message: OutgoingEmail, options?: SendOptions): Promise<void>;
  /** Closes the SMTP connections (one sending a message closes once it has sent it). */
  close(): void;
};

export type MailerOptions = {
  smtpUrl?: string;
  mailFrom: string;
  dataDir: string;
  /** SMTP connections kept open at most (the outbox's concurrency); 5 by default */
  maxConnections?: number;
};

/** nodemailer takes an AbortSignal on a message; its type definitions do not list it yet. */
type MailWithSignal = Mail.Options & { signal?: AbortSignal };

/**
 * A calendar file goes as nodemailer's icalEvent: a text/calendar part with its METHOD, which mail clients show as an
 * invitation (accept, decline; a cancellation removes the event), and as an attachment for the others.
 */
function attachmentsOf(attachments: EmailAttachment[]) {
  const invitation = attachments.find((a) => a.contentType.startsWith("text/calendar"));
  const method = invitation?.content.match(/^METHOD:(\w+)/m)?.[1];
  return {
    attachments: attachments
      .filter((a) => a !== invitation)
      .map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    icalEvent: invitation ? { filename: invitation.filename, method, content: invitation.content } : undefined,
  };
}

function mailOf(from: string, message: OutgoingEmail, options?: SendOptions): MailWithSignal {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    headers: message.headers,
    ...attachmentsOf(message.attachments ?? []),
    signal: options?.signal,
  };
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    // Settings in the URL's query string (?maxConnections=2, ?socketTimeout=...) take precedence.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: options.maxConnections ?? 5,
      // A connection is replaced after this many messages, as many servers expect.
      maxMessages: 100,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      // An idle connection says goodbye (QUIT) after 10 s, before the socket timeout would count it as failed.
      idleTimeout: 10_000,
    });
    return {
      async send(message, sendOptions) {
        await transport.sendMail(mailOf(options.mailFrom, message, sendOptions));
      },
      close: () => transport.close(),
    };
  }

  const dir = path.join(options.dataDir, "mail");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message, sendOptions) {
      const info = await transport.sendMail(mailOf(options.mailFrom, message, sendOptions));
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^a-z0-9]/gi, "").slice(0, 16)}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      logger.info({ file, subject: message.subject }, "email written to file (SMTP_URL is not set)");
    },
    close: () => transport.close(),
  };
}
