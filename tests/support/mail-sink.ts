/**
 * A real SMTP server on loopback for tests: every message it accepts is
 * stored as an .eml file in a folder, so any test process can read it.
 */
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export type MailSink = { port: number; dir: string; close(): Promise<void> };

export async function startMailSink(dir: string, port = 0): Promise<MailSink> {
  fs.mkdirSync(dir, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const file = path.join(dir, `${Date.now()}-${process.pid}-${counter++}.eml`);
        // Written under another name, then renamed: a test polling the folder never reads half a message.
        fs.writeFileSync(`${file}.part`, Buffer.concat(chunks));
        fs.renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    dir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
