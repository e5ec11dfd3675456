import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../i18n/translator';
import { copyText } from './copyText';

interface ShownOnceProps {
  /** What the value is: "Your new API key", "Invitation link". */
  label: string;
  value: string;
  /** Why it must be copied now: the service keeps only a hash and cannot show it again. */
  warning: string;
  onDone: () => void;
}

/**
 * A secret the service shows once (an API key, a webhook secret, an invitation link): readable
 * and selectable in a read-only field, a copy button that says whether it worked, the warning,
 * and a button to put it away. Takes the focus so a screen reader reads it at once.
 */
export function ShownOnce({ label, value, warning, onDone }: ShownOnceProps) {
  const t = useT();
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <section className="shown-once" aria-labelledby={`${id}-label`}>
      <h3 id={`${id}-label`} className="shown-once__label">
        {label}
      </h3>
      <p id={`${id}-warning`} className="shown-once__warning">
        {warning}
      </p>
      <div className="shown-once__value">
        <input
          readOnly
          value={value}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-warning`}
          spellCheck={false}
          ref={field}
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          className="button"
          onClick={async () => setCopied(await copyText(value))}
        >
          {t('shownOnce.copy')}
        </button>
      </div>
      <p role="status" className="shown-once__result">
        {copied === true ? t('shownOnce.copied') : null}
        {copied === false ? t('shownOnce.copyFailed') : null}
      </p>
      <button type="button" className="button" onClick={onDone}>
        {t('shownOnce.done')}
      </button>
    </section>
  );
}
