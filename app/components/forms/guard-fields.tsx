/** The hidden fields every public form carries (their names: app/lib/forms/guard-fields.ts). */
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from "~/lib/forms/guard-fields";

export function GuardFields({ idempotencyKey }: { idempotencyKey: string }) {
  return (
    <>
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
