import crypto from "node:crypto";

/** SHA-256 of a value, in hex: how audit rows and stored tokens refer to what they must not hold. */
export function sha256(value: string): string {
  return crypto.createHash("sha256").update(value).digest("hex");
}
