/**
 * The first load's inline head: the rules for a page without scripts, the
 * line that switches them off when scripts run, and the script that notes
 * presses made before hydration (early-clicks.ts). Rendered by the root's
 * Layout, after the stylesheet links.
 */
import { EARLY_CLICKS_SCRIPT } from "./early-clicks";

const WITHOUT_SCRIPT_STYLE_ID = "without-script";
/** In the first cascade layer (declared in app.css), whose !important rules outrank preflight's `[hidden]` rule. */
const WITHOUT_SCRIPT_CSS = `@layer without-script{[data-without-script="show"][hidden]{display:block!important}[data-without-script="hide"]{display:none!important}}`;

export function FirstLoadHead({ nonce }: { nonce: string | undefined }) {
  return (
    <>
      {/*
        Without scripts, what only a script could reveal is shown, and controls that need a script are not. When
        scripts run, the next line switches these rules off before the body is drawn (a property, not an
        attribute, so hydration sees the element as the server sent it).
      */}
      <style id={WITHOUT_SCRIPT_STYLE_ID} dangerouslySetInnerHTML={{ __html: WITHOUT_SCRIPT_CSS }} />
      <script
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: `document.getElementById("${WITHOUT_SCRIPT_STYLE_ID}").disabled=true` }}
      />
      {/* Notes presses of script-only buttons made before the page's scripts run. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />
    </>
  );
}
