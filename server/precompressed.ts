/**
 * Serves the build's precompressed copies of static files (`name.js.br`,
 * `name.js.gz`, written by the build: see precompressPlugin in
 * vite.config.ts) to browsers that accept them: brotli at its highest
 * quality is about 15% smaller than what the compression middleware makes
 * on the fly, and costs the server nothing per request. Anything without a
 * precompressed copy, or a client that accepts neither, falls through to
 * express.static (and the compression middleware).
 */
import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { acceptedEncodings } from "../app/lib/runtime/accept-encoding";

const ENCODINGS = [
  { name: "br", extension: ".br" },
  { name: "gzip", extension: ".gz" },
] as const;

export function precompressedFiles(root: string) {
  const resolvedRoot = path.resolve(root);
  // A build's files never change while it is served: list its compressed copies once.
  const compressed = new Set(
    fs.existsSync(resolvedRoot)
      ? fs.readdirSync(resolvedRoot, { recursive: true, encoding: "utf8" }).map((name) => path.join(resolvedRoot, name))
      : [],
  );
  const exists = (file: string) => compressed.has(file);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let file: string;
    try {
      file = path.join(resolvedRoot, decodeURIComponent(req.path));
    } catch {
      return next();
    }
    if (!file.startsWith(resolvedRoot + path.sep)) return next();
    const accepted = acceptedEncodings(req.get("accept-encoding"));
    for (const encoding of ENCODINGS) {
      if (!accepted.has(encoding.name) || !exists(file + encoding.extension)) continue;
      res.setHeader("Content-Encoding", encoding.name);
      res.setHeader("Vary", "Accept-Encoding");
      res.type(path.extname(file));
      return res.sendFile(file + encoding.extension, { immutable: true, maxAge: "1y" }, (error) => {
        if (error) next(error);
      });
    }
    next();
  };
}
