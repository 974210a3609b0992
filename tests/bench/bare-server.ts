/**
 * The ceiling for `npm run bench:pages`: a bare Node http server that answers
 * each kind of request (replies.ts: the path, the query's parameter names, a
 * Cookie, an If-None-Match) with the status, headers and bytes the app sent
 * for one request of that kind, captured in the file named by the first
 * argument: a page, a page at a tracking address, a page asked for with a
 * foreign cookie, a page's route data, a 304. It listens on the port in the
 * second and prints "ready" when it does.
 */
import fs from "node:fs";
import http from "node:http";
import { replyKey, type Captured } from "./replies";

const [file, port] = process.argv.slice(2);
const captured = JSON.parse(fs.readFileSync(file, "utf8")) as Captured;
const replies = new Map(
  Object.entries(captured).map(([key, reply]) => [key, { ...reply, body: Buffer.from(reply.body, "base64") }]),
);

http
  .createServer((request, response) => {
    const { cookie, "if-none-match": ifNoneMatch } = request.headers;
    const reply = replies.get(replyKey(request.url ?? "", cookie, ifNoneMatch));
    if (!reply) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(reply.status, reply.headers);
    response.end(reply.body);
  })
  .listen(Number(port), "127.0.0.1", () => console.log("ready"));
