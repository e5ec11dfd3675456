import './copyValue.css';
import { useState } from 'react';
import { usePaymentT } from '../lib/payments/paymentTexts';

interface CopyValueProps {
  label: string;
  value: string;
}

/**
 * A value the shopper needs elsewhere (an account number, a reference, a payment code): shown as
 * a term and its definition, with a button that copies it and says so to screen readers too.
 */
export function CopyValue({ label, value }: CopyValueProps) {
  const t = usePaymentT();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch (error) {
      // No clipboard (an old browser, a frame without permission): the value is still there to select.
      console.error(error);
    }
  }
  return (
    <div className="copy-value">
      <dt className="copy-value__label">{label}</dt>
      <dd className="copy-value__value">
        {/* Account numbers, references and codes read left to right on a right-to-left page too. */}
        <span className="copy-value__text" dir="ltr">
          {value}
        </span>
        <button
          type="button"
          className="button button--secondary copy-value__button"
          onClick={() => void copy()}
        >
          {t('payments.copy.button', { label })}
        </button>
        <span className="copy-value__done" role="status">
          {copied ? t('payments.copy.done', { label }) : ''}
        </span>
      </dd>
    </div>
  );
}
