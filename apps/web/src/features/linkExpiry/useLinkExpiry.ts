import { useEffect, useRef, useState } from 'react';
import { useDialogs } from '../../components/dialogs/dialogManager';

/** SPEC §9: the expiry countdown ticks every second. */
export const COUNTDOWN_TICK_MS = 1000;
/** SPEC §4/§9: the shopper is warned when about three minutes are left. */
export const EXPIRY_WARNING_S = 180;
/** Below ten minutes the time left shows on the page (the issue 24 "time left you can see"). */
const COUNTDOWN_SHOWN_BELOW_S = 600;

/** Whole seconds from `now` (epoch ms) until the link's expirationDate; NaN for a bad date. */
export function secondsUntil(expirationDate: string, now: number): number {
  return Math.ceil((Date.parse(expirationDate) - now) / 1000);
}

/** The minutes the warning names: rounded, so 180 s is "about 3", and never "about 0". */
export function minutesNamed(secondsLeft: number): number {
  return Math.max(1, Math.round(secondsLeft / 60));
}

interface LinkExpiry {
  expired: boolean;
  /** Seconds left once fewer than COUNTDOWN_SHOWN_BELOW_S remain; undefined before. */
  secondsLeft: number | undefined;
}

/**
 * Counts down to the link's expirationDate. At EXPIRY_WARNING_S left it opens the expiration
 * dialog, once, naming the minutes actually left (a link opened with 100 s left says 2); at 0 it
 * closes the dialog and reports the link as expired. Date.now() on every tick, not a tick count:
 * a throttled background tab still expires on time. The seconds left are state only in the last
 * ten minutes, so a link with hours to go does not render every second.
 */
export function useLinkExpiry(expirationDate: string | null): LinkExpiry {
  const dialogs = useDialogs();
  const warned = useRef(false);
  const [expired, setExpired] = useState(
    () => expirationDate !== null && secondsUntil(expirationDate, Date.now()) <= 0,
  );
  // Undefined at first: the service's first paint cannot know the shopper's clock.
  const [secondsLeft, setSecondsLeft] = useState<number>();

  useEffect(() => {
    if (expirationDate === null) return;
    const check = () => {
      const left = secondsUntil(expirationDate, Date.now());
      setSecondsLeft(left < COUNTDOWN_SHOWN_BELOW_S ? Math.max(0, left) : undefined);
      if (left <= 0) {
        clearInterval(timer);
        dialogs.close('linkExpiry');
        setExpired(true);
      } else if (left <= EXPIRY_WARNING_S && !warned.current) {
        warned.current = true;
        dialogs.open('linkExpiry', { minutesLeft: minutesNamed(left) });
      }
    };
    const timer = setInterval(check, COUNTDOWN_TICK_MS);
    check();
    return () => {
      clearInterval(timer);
      // Leaving the link's pages (e.g. for a result page) takes the warning along.
      dialogs.close('linkExpiry');
      warned.current = false;
      setSecondsLeft(undefined);
    };
  }, [expirationDate, dialogs]);

  return { expired, secondsLeft };
}
