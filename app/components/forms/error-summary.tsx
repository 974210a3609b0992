/**
 * What stops the form going on, in a few words (role="alert", so it is
 * announced), above the fields, which carry the full messages. Each message
 * is shown once, at its field.
 */
export function ErrorSummary({ title }: { title: string }) {
  return (
    <div
      role="alert"
      className="rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm font-semibold text-danger"
    >
      <p>{title}</p>
    </div>
  );
}
