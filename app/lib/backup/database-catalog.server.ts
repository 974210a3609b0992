/**
 * What a backup reads from PostgreSQL's catalog, so that a table added by a later migration is never forgotten: the
 * public schema's tables (not an extension's) with their stored columns (a generated column is the database's to
 * compute again), in foreign-key order; the sequences behind identity and serial columns; and the migrations
 * drizzle has applied.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import type { BackupMigration } from "./backup-format.server";

export type CatalogColumn = { name: string; type: string };
export type CatalogTable = { name: string; columns: CatalogColumn[]; references: string[] };

/** The rows of a raw query, on PGlite and PostgreSQL alike (both drivers answer with `rows`). */
export async function rowsOf<T>(q: Queryable, query: SQL): Promise<T[]> {
  return ((await q.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The public schema's tables with their stored columns, each table after every table it references. */
export async function tablesInForeignKeyOrder(q: Queryable): Promise<CatalogTable[]> {
  const columns = await rowsOf<{ table: string; column: string; type: string }>(
    q,
    sql`select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type"
        from pg_class c
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
          and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
        order by c.relname, a.attnum`,
  );
  const foreignKeys = await rowsOf<{ table: string; references: string }>(
    q,
    sql`select child.relname as "table", parent.relname as "references"
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        where k.contype = 'f' and child.relnamespace = 'public'::regnamespace and parent.relnamespace = 'public'::regnamespace`,
  );
  const tables = new Map<string, CatalogTable>();
  for (const row of columns) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [], references: [] };
    table.columns.push({ name: row.column, type: row.type });
    tables.set(row.table, table);
  }
  for (const key of foreignKeys) {
    // A table referring to itself orders nothing between tables.
    if (key.table !== key.references) tables.get(key.table)?.references.push(key.references);
  }
  return foreignKeyOrder([...tables.values()]);
}

/** The tables ordered so that each comes after those it references, ties by name; throws on a cycle. */
export function foreignKeyOrder(tables: CatalogTable[]): CatalogTable[] {
  const remaining = new Map(tables.map((table) => [table.name, table]));
  const ordered: CatalogTable[] = [];
  while (remaining.size > 0) {
    const ready = [...remaining.values()]
      .filter((table) => table.references.every((name) => !remaining.has(name)))
      .sort((a, b) => a.name.localeCompare(b.name));
    if (ready.length === 0) {
      throw new Error(
        `The foreign keys of ${[...remaining.keys()].sort().join(", ")} form a cycle: their rows cannot be loaded one table after another.`,
      );
    }
    for (const table of ready) {
      ordered.push(table);
      remaining.delete(table.name);
    }
  }
  return ordered;
}

/** The migrations drizzle has applied, oldest first; none in a database never migrated. */
export async function appliedMigrations(q: Queryable): Promise<BackupMigration[]> {
  const [{ exists }] = await rowsOf<{ exists: boolean }>(
    q,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  );
  if (!exists) return [];
  const rows = await rowsOf<{ hash: string; createdAt: string }>(
    q,
    sql`select hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations order by created_at`,
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.createdAt) }));
}

/** Each sequence behind an identity or serial column of a public table, with its table and column. */
export async function ownedSequences(q: Queryable): Promise<{ sequence: string; table: string; column: string }[]> {
  return rowsOf(
    q,
    sql`select s.oid::regclass::text as "sequence", t.relname as "table", a.attname as "column"
        from pg_depend d
        join pg_class s on s.oid = d.objid and s.relkind = 'S'
        join pg_class t on t.oid = d.refobjid and t.relnamespace = 'public'::regnamespace
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')`,
  );
}
