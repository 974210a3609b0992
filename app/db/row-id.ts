const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a row id, a UUID (anything else would be a database error, not "not found"). */
export function isRowId(id: string | undefined | null): id is string {
  return typeof id === "string" && UUID.test(id);
}
