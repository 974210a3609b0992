/**
 * The hidden fields every public form carries for the form guard
 * (form-guard.server.ts): a honeypot that people never see (bots fill it in)
 * and the idempotency key that makes a double click or a resent form store
 * one submission; and the fields of a multi-step form's buttons.
 */

/** A field no person fills in: off screen, hidden from assistive technology, skipped by Tab. */
export const HONEYPOT_FIELD = "website";
export const IDEMPOTENCY_FIELD = "idempotencyKey";
/** Which button sent the form: "next", "back" or "submit". */
export const INTENT_FIELD = "intent";
export const STEP_FIELD = "step";
