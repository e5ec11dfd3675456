/** The console's phone breakpoint, as console.css and panels.css write it: under 768 px. */
const PHONE_WIDTH = '(max-width: 767px)';

/**
 * Whether the window is phone-wide now: for what starts folded on a phone and open on a wide
 * screen, which CSS alone cannot set (an `aria-expanded` must say the truth). Without
 * matchMedia (jsdom) the screen counts as wide.
 */
export function isPhoneWidth(): boolean {
  return globalThis.matchMedia?.(PHONE_WIDTH).matches ?? false;
}
