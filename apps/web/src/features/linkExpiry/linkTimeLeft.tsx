import './linkTimeLeft.css';
import { useT } from '../../lib/i18n/useT';
import { clockOf } from '../../lib/payments/useTimeLeft';

/**
 * The link's time left, shown in its last ten minutes above the page. Quiet: a timer region
 * (never read out by itself); screen readers hear of it through the warning dialog at three
 * minutes (SPEC §4), and can read it whenever they ask.
 */
export function LinkTimeLeft({ secondsLeft }: { secondsLeft: number | undefined }) {
  const t = useT();
  if (secondsLeft === undefined || secondsLeft <= 0) return null;
  return (
    <p className="link-time-left" role="timer" aria-live="off">
      {t('linkExpiry.timeLeft', { time: clockOf(secondsLeft) })}
    </p>
  );
}
