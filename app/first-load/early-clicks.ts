/**
 * Presses made before the page's scripts run. The server's markup shows every
 * button at once, but a button that only works with JavaScript (an FAQ
 * question, a tab, a carousel arrow, a rail's scroll button: each
 * type="button") does nothing until React has hydrated it, so on a slow
 * connection an early tap would be lost. A few bytes of inline script in the
 * head note such presses; the client entry stops noting them just before
 * React takes over (from then on React replays what it receives itself), and
 * the root presses each noted button again once hydrated. Submit buttons and
 * links are never noted: they work without JavaScript.
 */

type EarlyWindow = Window & { __earlyClicks?: { pressed: HTMLButtonElement[]; listener: (event: Event) => void } };

/** The inline script, run in the head before the body is parsed. */
export const EARLY_CLICKS_SCRIPT =
  '(function(){var r={pressed:[],listener:function(e){var b=e.target instanceof Element&&e.target.closest("button");' +
  'if(b&&b.type==="button")r.pressed.push(b)}};window.__earlyClicks=r;document.addEventListener("click",r.listener,true)})()';

let pending: HTMLButtonElement[] = [];

/** Stops noting presses and keeps those noted so far for replayEarlyClicks. Called just before hydration starts. */
export function stopNotingEarlyClicks(): void {
  const early = (window as EarlyWindow).__earlyClicks;
  if (!early) return;
  document.removeEventListener("click", early.listener, true);
  delete (window as EarlyWindow).__earlyClicks;
  pending = early.pressed;
}

/** Presses again, in order, each noted button still on the page. Called once the page has hydrated. */
export function replayEarlyClicks(): void {
  const pressed = pending;
  pending = [];
  for (const button of pressed) if (button.isConnected && !button.disabled) button.click();
}
