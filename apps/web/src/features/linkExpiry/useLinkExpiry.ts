import { useEffect, useRef, useState } from 'react';
import { useDialogs } from '../../components/dialogs/dialogManager';

/** SPEC §9: the expiry countdown ticks every second. */
export const COUNTDOWN_TICK_MS = 1000;
/** SPEC §4/§9: the shopper is warned when about three minutes are left. */
export const EXPIRY_WARNING_S = 180;

/** Whole seconds from `now` (epoch ms) until the link's expirationDate; NaN for a bad date. */
export function secondsUntil(expirationDate: string, now: number): number {
  return Math.ceil((Date.parse(expirationDate) - now) / 1000);
}

/**
 * Counts down to the link's expirationDate. At EXPIRY_WARNING_S left it opens the expiration
 * dialog, once; at 0 it closes the dialog and reports the link as expired. Date.now() on every
 * tick, not a tick count: a throttled background tab still expires on time.
 */
export function useLinkExpiry(expirationDate: string | null): boolean {
  const dialogs = useDialogs();
  const warned = useRef(false);
  const [expired, setExpired] = useState(
    () => expirationDate !== null && secondsUntil(expirationDate, Date.now()) <= 0,
  );

  useEffect(() => {
    if (expirationDate === null) return;
    const check = () => {
      const secondsLeft = secondsUntil(expirationDate, Date.now());
      if (secondsLeft <= 0) {
        clearInterval(timer);
        dialogs.close('linkExpiry');
        setExpired(true);
      } else if (secondsLeft <= EXPIRY_WARNING_S && !warned.current) {
        warned.current = true;
        dialogs.open('linkExpiry');
      }
    };
    const timer = setInterval(check, COUNTDOWN_TICK_MS);
    check();
    return () => {
      clearInterval(timer);
      // Leaving the link's pages (e.g. for a result page) takes the warning along.
      dialogs.close('linkExpiry');
      warned.current = false;
    };
  }, [expirationDate, dialogs]);

  return expired;
}
