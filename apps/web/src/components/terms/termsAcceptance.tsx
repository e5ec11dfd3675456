import './terms.css';
import type { Ref } from 'react';
import { useId } from 'react';
import { useT } from '../../lib/i18n/useT';

interface TermsAcceptanceProps {
  termsUrl: string | null;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  /** The shopper tried to continue without accepting. */
  showError: boolean;
  inputRef: Ref<HTMLInputElement>;
}

// Splits the translated sentence around the link, so each language places the link itself.
const LINK_MARK = '\u0001';

/**
 * SPEC §2/§5: 'I accept' the merchant's terms, required before continuing: on the landing page,
 * and on a method's page opened without it (components/terms/termsGate).
 */
export function TermsAcceptance({
  termsUrl,
  accepted,
  onChange,
  showError,
  inputRef,
}: TermsAcceptanceProps) {
  const t = useT();
  const id = useId();
  const [before, after] = t('landing.terms.label', { terms: LINK_MARK }).split(LINK_MARK);
  const termsName = t('landing.terms.link');
  const invalid = showError && !accepted;
  return (
    <div className="terms">
      <div className="terms__line">
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="checkbox"
          className="terms__checkbox"
          checked={accepted}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-error`}
        />
        <label htmlFor={`${id}-input`}>
          {before}
          {termsUrl ? (
            <a href={termsUrl} target="_blank" rel="noopener noreferrer">
              {termsName}
              {/* A no-break space inside: a plain one would underline a gap before the period. */}
              <span className="visually-hidden">{`\u00a0${t('landing.terms.newTab')}`}</span>
            </a>
          ) : (
            termsName
          )}
          {after}
        </label>
      </div>
      {/* Always in the page, so screen readers announce the message when it appears. */}
      <p id={`${id}-error`} className="terms__error" aria-live="polite">
        {invalid ? t('landing.terms.required') : null}
      </p>
    </div>
  );
}
