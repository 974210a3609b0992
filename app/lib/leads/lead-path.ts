/** A lead's one address in the admin, whatever its kind (ADR 054): "/admin/leads/<id>". */
export function leadPath(id: string): string {
  return `/admin/leads/${encodeURIComponent(id)}`;
}
