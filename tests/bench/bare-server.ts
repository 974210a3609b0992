/**
 * The ceiling for `npm run bench:pages`: a bare Node http server that answers
 * each path with the bytes and headers the app sent for it once, captured in
 * the file named by the first argument. It listens on the port in the second
 * and prints "ready" when it does.
 */
import fs from "node:fs";
import http from "node:http";

type Captured = Record<string, { status: number; headers: Record<string, string>; body: string }>;

const [file, port] = process.argv.slice(2);
const captured = JSON.parse(fs.readFileSync(file, "utf8")) as Captured;
const replies = new Map(
  Object.entries(captured).map(([path, reply]) => [path, { ...reply, body: Buffer.from(reply.body, "base64") }]),
);

http
  .createServer((request, response) => {
    const reply = replies.get(request.url ?? "");
    if (!reply) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(reply.status, reply.headers);
    response.end(reply.body);
  })
  .listen(Number(port), "127.0.0.1", () => console.log("ready"));
