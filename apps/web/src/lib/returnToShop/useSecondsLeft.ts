import { useEffect, useState } from 'react';

/** SPEC §9: countdowns tick every second. */
export const COUNTDOWN_TICK_MS = 1000;

/**
 * Seconds left of a countdown of `totalSeconds`, ticking while `running`. Measured against
 * Date.now() rather than counted ticks, so a throttled background tab still ends on time.
 */
export function useSecondsLeft(totalSeconds: number, running: boolean): number {
  const [secondsLeft, setSecondsLeft] = useState(totalSeconds);
  useEffect(() => {
    if (!running) return;
    const deadline = Date.now() + totalSeconds * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [totalSeconds, running]);
  return secondsLeft;
}
