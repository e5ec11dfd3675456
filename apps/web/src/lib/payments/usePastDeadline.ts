import { useEffect, useState } from 'react';

/** setTimeout waits at most 2^31-1 ms (about 24.8 days); longer waits are taken in steps. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

const msUntil = (deadline: string) => Date.parse(deadline) - Date.now();

/**
 * Whether a moment (an ISO date: a virtual account's deadline, the link's expiry) has passed,
 * turning true at that moment by itself: a waiting page says "expired" on time, even while the
 * service has not yet said so. Undefined or null never passes.
 */
export function usePastDeadline(deadline: string | null | undefined): boolean {
  // The deadline seen to have passed; a new deadline starts again.
  const [passed, setPassed] = useState(() =>
    deadline && msUntil(deadline) <= 0 ? deadline : undefined,
  );
  useEffect(() => {
    if (!deadline || Number.isNaN(Date.parse(deadline))) return;
    let timer: ReturnType<typeof setTimeout>;
    const wait = () => {
      const left = msUntil(deadline);
      if (left <= 0) setPassed(deadline);
      else timer = setTimeout(wait, Math.min(left, LONGEST_TIMEOUT_MS));
    };
    timer = setTimeout(wait, Math.min(Math.max(msUntil(deadline), 0), LONGEST_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [deadline]);
  return !!deadline && passed === deadline;
}
