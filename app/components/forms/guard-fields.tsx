/**
 * The hidden fields every public form carries for app/lib/form-guard.server.ts:
 * a honeypot that people never see (bots fill it in) and the idempotency key
 * that makes a double click or a resent form store one submission.
 */

/** A field no person fills in: off screen, hidden from assistive technology, skipped by Tab. */
export const HONEYPOT_FIELD = "website";
export const IDEMPOTENCY_FIELD = "idempotencyKey";
/** Which button sent the form: "next", "back" or "submit". */
export const INTENT_FIELD = "intent";
export const STEP_FIELD = "step";

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
