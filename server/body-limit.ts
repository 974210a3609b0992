/**
 * The one body limit in front of everything that reads a request body.
 *
 * A body larger than its route's limit (app/lib/forms/request-body.ts) is answered
 * with 413 before the app sees it: at once when Content-Length declares it,
 * and as soon as the bytes read pass the limit when it does not. Nothing past
 * the limit is kept. After the answer the connection lingers briefly, reading
 * and dropping what the client is still sending (at most 1 MB or 1 s), so the
 * client reads the 413 instead of a reset connection; then it is closed, so a
 * client cannot make the server hold or read a body of any size. A body within
 * the limit is read here whole and handed to the app as it is (its routes read
 * forms and JSON from it as from any request).
 */
import type { Request, RequestHandler, Response } from "express";

const WITHOUT_BODY = new Set(["GET", "HEAD", "OPTIONS"]);

/** The body read by the limit, for the app's request (undefined for methods without one). */
export function limitedBody(res: Response): Buffer | undefined {
  return res.locals.body as Buffer | undefined;
}

export function bodyLimit(limitFor: (path: string) => number, tooLargeMessage: string): RequestHandler {
  return (req, res, next) => {
    if (WITHOUT_BODY.has(req.method)) return next();
    const limit = limitFor(req.path);
    const refuse = () => refuseTooLarge(req, res, tooLargeMessage);
    const declared = Number(req.headers["content-length"] ?? "");
    if (Number.isFinite(declared) && declared > limit) return refuse();

    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        refused = true;
        req.off("data", onData);
        req.pause();
        chunks.length = 0;
        return refuse();
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => {
      if (refused) return;
      res.locals.body = Buffer.concat(chunks, size);
      next();
    });
    // The client went away mid-body: there is nobody to answer.
    req.once("error", () => undefined);
  };
}

/** How long, and how much, a refused body is still read and dropped before the connection is closed. */
const LINGER = { ms: 1_000, bytes: 1024 * 1024 };

function refuseTooLarge(req: Request, res: Response, message: string) {
  // Node ends a "Connection: close" answer with the socket's destroySoon(): it sends the end of the stream and
  // destroys the socket as soon as the answer is written. Here it sends the end and lingers first.
  const socket = req.socket;
  socket.destroySoon = () => {
    socket.end();
    lingerThenClose(req);
  };
  res.status(413).set({ "Cache-Control": "no-store", Connection: "close" }).type("text/plain").send(message);
}

/**
 * Closing the moment the answer is written would make the client's next write meet a reset, and a client that
 * is still sending often loses the answer with it. Reading on for a moment (as nginx's lingering close does)
 * lets the answer arrive; the limits keep a client from holding the connection open by sending forever.
 */
function lingerThenClose(req: Request) {
  const socket = req.socket;
  let dropped = 0;
  const close = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(close, LINGER.ms);
  timer.unref();
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.byteLength;
    if (dropped > LINGER.bytes) close();
  });
  req.once("end", close);
  req.resume();
}
