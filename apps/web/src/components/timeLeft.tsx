import './paymentPages.css';
import { clockOf, useTimeLeft } from '../lib/payments/useTimeLeft';

interface TimeLeftProps {
  until: string | undefined;
  /** The line with the time in it ("Time left: 9:58"). */
  label: (time: string) => string;
  /** What shows once the time is up. */
  expired: string;
}

/**
 * A countdown to a payment's expiry. A timer: screen readers do not hear every second, only
 * what the shopper asks for, and once the time is up.
 */
export function TimeLeft({ until, label, expired }: TimeLeftProps) {
  const left = useTimeLeft(until);
  if (left === undefined) return null;
  if (left === 0) {
    return (
      <p className="time-left time-left--over" role="status">
        {expired}
      </p>
    );
  }
  return (
    <p className="time-left" role="timer">
      {label(clockOf(left))}
    </p>
  );
}
