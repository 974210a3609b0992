/**
 * The server's body limit over real HTTP: an express app with the middleware on a free port, and raw sockets for
 * the bodies a browser would never send (a huge declared length, an endless chunked body).
 */
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimit, limitedBody } from "../../server/body-limit";

const LIMIT = 1024;
const MESSAGE = "Your submission is too large.";
let server: http.Server;
let port = 0;
let bodiesSeen = 0;

beforeAll(async () => {
  const app = express();
  app.use(bodyLimit((path) => (path.startsWith("/big") ? LIMIT * 4 : LIMIT), MESSAGE));
  app.use((req, res) => {
    bodiesSeen++;
    const body = limitedBody(res);
    res.json({
      method: req.method,
      bytes: body?.byteLength ?? null,
      text: body?.toString("utf8").slice(0, 50) ?? null,
    });
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Sends raw bytes and resolves with what the server answered (status line and body) once it closes. */
function raw(
  request: string,
  body: (socket: net.Socket) => void,
): Promise<{ status: number; text: string; written: number }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    let written = 0;
    const write = socket.write.bind(socket);
    socket.write = ((chunk: string | Buffer, ...rest: never[]) => {
      written += Buffer.byteLength(chunk);
      return write(chunk, ...rest);
    }) as typeof socket.write;
    socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve({ status: Number(answer.split(" ")[1]), text: answer, written }));
    socket.on("connect", () => {
      socket.write(request);
      body(socket);
    });
  });
}

describe("the server's body limit", () => {
  it("passes a body within the limit to the app, read whole", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/contact`, { method: "POST", body: "name=Thandi&goal=grow" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ method: "POST", bytes: 21, text: "name=Thandi&goal=grow" });
  });

  it("reads no body for GET", async () => {
    expect(await (await fetch(`http://127.0.0.1:${port}/contact`)).json()).toMatchObject({
      method: "GET",
      bytes: null,
    });
  });

  it("sizes the limit by the route", async () => {
    const body = "x".repeat(LIMIT * 2);
    expect((await fetch(`http://127.0.0.1:${port}/big`, { method: "POST", body })).status).toBe(200);
    const refused = await fetch(`http://127.0.0.1:${port}/contact`, { method: "POST", body });
    expect(refused.status).toBe(413);
    expect(await refused.text()).toBe(MESSAGE);
    expect(refused.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a declared length over the limit at once, without the app seeing it, and closes the connection soon after", async () => {
    const before = bodiesSeen;
    const started = Date.now();
    const answer = await raw(
      `POST /auth HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n`,
      (socket) => socket.write("email=a"),
    );
    expect(answer.status).toBe(413);
    expect(answer.text).toContain(MESSAGE);
    expect(answer.text.toLowerCase()).toContain("connection: close");
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(bodiesSeen).toBe(before);
  });

  it("stops reading a chunked body as soon as it passes the limit", async () => {
    const before = bodiesSeen;
    const chunk = "x".repeat(512);
    const answer = await raw(
      "POST /admin/categories HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n",
      (socket) => {
        // Up to 20 MB, stopping when the server closes: a client that would never stop on its own.
        let sent = 0;
        const pump = () => {
          while (!socket.destroyed && sent < 20 * 1024 * 1024) {
            sent += chunk.length;
            if (!socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)) return socket.once("drain", pump);
          }
        };
        pump();
      },
    );
    expect(answer.status).toBe(413);
    expect(bodiesSeen).toBe(before);
    // The server closed the connection long before the client's 20 MB were through.
    expect(answer.written).toBeLessThan(20 * 1024 * 1024);
  });

  it("keeps serving after refusing", async () => {
    expect((await fetch(`http://127.0.0.1:${port}/contact`, { method: "POST", body: "a=1" })).status).toBe(200);
  });
});
