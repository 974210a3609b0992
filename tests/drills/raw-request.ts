/**
 * One HTTP request exactly as written: the path's bytes as given (no URL
 * normalisation or re-encoding, which fetch would apply), any headers, and a
 * body sent whole, or only the first part of a body whose Content-Length
 * declares far more, to see whether the server answers before reading it.
 */
import http from "node:http";

export type RawRequest = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** send this Content-Length but only `body`, then wait for an answer without sending the rest */
  declaredLength?: number;
};

export type RawAnswer = {
  /** null when no answer came: `error` says why */
  status: number | null;
  contentType: string;
  location: string;
  setCookies: string[];
  body: string;
  error: string;
  ms: number;
};

const KEEP_BODY = 1 << 20;

export function rawRequest(port: number, request: RawRequest, timeoutMs = 30_000): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    let status: number | null = null;
    let answer: Omit<RawAnswer, "ms" | "error" | "body" | "status"> = { contentType: "", location: "", setCookies: [] };
    const chunks: Buffer[] = [];
    let kept = 0;
    const finish = (error = "") => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // An answer that came complete counts, whatever happened to the rest of the request afterwards.
      resolve({
        status,
        ...answer,
        body: Buffer.concat(chunks).toString("utf8"),
        error: status === null ? error : "",
        ms: performance.now() - started,
      });
      outgoing?.destroy();
    };
    const timer = setTimeout(() => finish(`timed out after ${timeoutMs} ms`), timeoutMs);
    let outgoing: http.ClientRequest | undefined;
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    const headers: Record<string, string> = { ...request.headers };
    if (request.declaredLength !== undefined) headers["Content-Length"] = String(request.declaredLength);
    else if (body !== undefined || !["GET", "HEAD"].includes(request.method))
      headers["Content-Length"] = String(body?.byteLength ?? 0);
    try {
      outgoing = http.request(
        { host: "127.0.0.1", port, method: request.method, path: request.path, headers, agent: false },
        (response) => {
          answer = {
            contentType: String(response.headers["content-type"] ?? ""),
            location: String(response.headers.location ?? ""),
            setCookies: response.headers["set-cookie"] ?? [],
          };
          response.on("data", (chunk: Buffer) => {
            if (kept < KEEP_BODY) chunks.push(chunk);
            kept += chunk.byteLength;
          });
          response.on("end", () => {
            status = response.statusCode ?? 0;
            finish();
          });
          response.on("error", (error) => finish((error as NodeJS.ErrnoException).code ?? error.message));
          // A server that answered early and then closed the connection still answered: keep its status.
          response.on("aborted", () => {
            status = response.statusCode ?? 0;
            finish();
          });
        },
      );
    } catch (error) {
      // Node refuses to send some paths (spaces, control characters): there is nothing to check.
      finish(`not sent: ${(error as Error).message}`);
      return;
    }
    outgoing.on("error", (error) => finish((error as NodeJS.ErrnoException).code ?? error.message));
    if (body !== undefined) outgoing.write(body);
    if (request.declaredLength === undefined) outgoing.end();
  });
}
