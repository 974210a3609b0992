/**
 * A bucket of S3-compatible storage (AWS S3, Cloudflare R2, MinIO and the
 * like), spoken to over plain HTTP with Signature Version 4 (aws4fetch):
 * objects are put, read and deleted by key, addressed path-style
 * (<endpoint>/<bucket>/<key>), which every such service accepts.
 */
import { AwsClient } from "aws4fetch";
import type { ImageStorageConfig } from "../runtime/env.server";

export type S3Config = Extract<ImageStorageConfig, { kind: "s3" }>;

export type ObjectStore = {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Deletes the object; one that is already gone is not an error. */
  delete(key: string): Promise<void>;
};

export class ObjectStoreError extends Error {
  constructor(method: string, key: string, status: number) {
    super(`Object storage answered ${status} to ${method} ${key}`);
    this.name = "ObjectStoreError";
  }
}

/** How long one request to the storage may take before it is abandoned. */
const REQUEST_TIMEOUT_MS = 20_000;

const clients = new WeakMap<S3Config, AwsClient>();

export function s3ObjectStore(config: S3Config): ObjectStore {
  let client = clients.get(config);
  if (!client) {
    client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: "s3",
      retries: 2,
    });
    clients.set(config, client);
  }
  const signer = client;
  const url = (key: string) =>
    `${config.endpoint}/${encodeURIComponent(config.bucket)}/${key.split("/").map(encodeURIComponent).join("/")}`;
  const send = (method: string, key: string, init: { body?: Uint8Array; headers?: Record<string, string> } = {}) =>
    signer.fetch(url(key), {
      method,
      headers: init.headers,
      body: init.body as BodyInit | undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });

  return {
    async put(key, body, contentType) {
      const response = await send("PUT", key, {
        body,
        headers: { "content-type": contentType, "content-length": String(body.byteLength) },
      });
      await response.body?.cancel();
      if (!response.ok) throw new ObjectStoreError("PUT", key, response.status);
    },
    async get(key) {
      const response = await send("GET", key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new ObjectStoreError("GET", key, response.status);
      }
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send("DELETE", key);
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) throw new ObjectStoreError("DELETE", key, response.status);
    },
  };
}
