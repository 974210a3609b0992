/**
 * Presses made before the page has hydrated. The server's markup shows every
 * button at once, but a button that only works with JavaScript (an FAQ
 * question, a tab, a carousel arrow, a rail's scroll button, the account menu:
 * each type="button") does nothing until React has hydrated it, so on a slow
 * connection an early tap would be lost. A few bytes of inline script in the
 * head note such presses, and keep them from React, until the page has
 * hydrated; the root Layout then stops noting and presses each noted button
 * again.
 * React cannot take them over earlier: a press it receives while its hydration
 * waits for code (a lazy component's chunk) is dropped, not replayed. Submit
 * buttons and links are never noted: they work without JavaScript.
 */

type EarlyWindow = Window & { __earlyClicks?: { pressed: HTMLButtonElement[]; listener: (event: Event) => void } };

/** The inline script, run in the head before the body is parsed. */
export const EARLY_CLICKS_SCRIPT =
  '(function(){var r={pressed:[],listener:function(e){var b=e.target instanceof Element&&e.target.closest("button");' +
  'if(b&&b.type==="button"){r.pressed.push(b);e.stopImmediatePropagation()}}};window.__earlyClicks=r;' +
  'document.addEventListener("click",r.listener,true)})()';

/**
 * Stops noting presses and presses again, in order, each noted button still on the page. Called once the page has
 * hydrated, by the root Layout's first effect (it holds the App or the error boundary).
 */
export function replayEarlyClicks(): void {
  const early = (window as EarlyWindow).__earlyClicks;
  if (!early) return;
  document.removeEventListener("click", early.listener, true);
  delete (window as EarlyWindow).__earlyClicks;
  for (const button of early.pressed) if (button.isConnected && !button.disabled) button.click();
}
