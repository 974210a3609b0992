/**
 * An empty PostgreSQL database (no migrations) on the server named by
 * DATABASE_URL, for tests that hand a database URL to code that opens and
 * migrates it itself (startServices). drop() removes it. Its name is `label`
 * and a random suffix (test_ by default).
 */
import crypto from "node:crypto";
import pg from "pg";

export type EmptyPostgresDatabase = { url: string; name: string; drop(): Promise<void> };

export async function createEmptyPostgresDatabase(
  serverUrl = process.env.DATABASE_URL,
  label = "test",
): Promise<EmptyPostgresDatabase> {
  if (!serverUrl) throw new Error("createEmptyPostgresDatabase needs DATABASE_URL");
  if (!/^[a-z_]+$/.test(label)) throw new Error(`A database label is lowercase letters and underscores: ${label}`);
  const name = `${label}_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * The PostgreSQL server to make scratch databases on: DATABASE_URL's, or one that answers at PGHOST:PGPORT
 * (127.0.0.1:5432 by default) as PGUSER (postgres by default); null with neither. `note` says which.
 */
export async function findPostgresServer(): Promise<{ url: string; note: string } | null> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, note: "on the DATABASE_URL server" };
  const url = `postgres://${encodeURIComponent(process.env.PGUSER || "postgres")}@${process.env.PGHOST || "127.0.0.1"}:${process.env.PGPORT || "5432"}/postgres`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.query("select 1");
    return { url, note: `no DATABASE_URL: on the PostgreSQL server at ${new URL(url).host}` };
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}
