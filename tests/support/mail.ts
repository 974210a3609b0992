/** Reading the emails a test's SMTP sink received. */
import fs from "node:fs";
import path from "node:path";

export type ReceivedEmail = { file: string; to: string; subject: string; text: string; raw: string };

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodeHeader(value: string): string {
  return value
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    )
    .replace(/\?=\s+=\?/g, "");
}

/** Parses the headers and the text/plain part of a message written by nodemailer. */
export function parseEmail(raw: string, file = ""): ReceivedEmail {
  const [head] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) => decodeHeader(new RegExp(`^${name}: (.*)$`, "mi").exec(headers)?.[1]?.trim() ?? "");
  const partMatch =
    /Content-Type: text\/plain[^\r\n]*\r?\n(?:Content-Transfer-Encoding: ([\w-]+)\r?\n)?\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(
      raw,
    );
  let text = partMatch?.[2] ?? "";
  const encoding = partMatch?.[1]?.toLowerCase();
  if (encoding === "quoted-printable") text = decodeQuotedPrintable(text);
  else if (encoding === "base64") text = Buffer.from(text.replace(/\s+/g, ""), "base64").toString("utf8");
  return { file, to: header("To"), subject: header("Subject"), text, raw };
}

export function readEmails(dir: string): ReceivedEmail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      return parseEmail(fs.readFileSync(file, "utf8"), file);
    });
}

/** Waits for the newest email to `to` (optionally whose subject matches) to arrive. */
export async function waitForEmail(
  dir: string,
  to: string,
  subject?: RegExp,
  timeoutMs = 20_000,
): Promise<ReceivedEmail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = readEmails(dir)
      .reverse()
      .find((email) => email.to.toLowerCase().includes(to.toLowerCase()) && (!subject || subject.test(email.subject)));
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No email to ${to}${subject ? ` matching ${subject}` : ""} within ${timeoutMs} ms`);
}

/** The first http(s) link in the email's text. */
export function firstLink(email: ReceivedEmail): string {
  const link = /https?:\/\/\S+/.exec(email.text)?.[0];
  if (!link) throw new Error(`No link in email "${email.subject}"`);
  return link;
}
