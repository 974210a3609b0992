import { formatDateTime } from "~/lib/pages/format";

/** A moment as the admin shows it: "26 Nov 2026, 14:05", with the exact time for machines. */
export function DateTime({ value }: { value: Date | string }) {
  return <time dateTime={new Date(value).toISOString()}>{formatDateTime(value)}</time>;
}
