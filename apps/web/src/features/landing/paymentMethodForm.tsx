import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { ComponentType, FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../lib/i18n/useT';
import { METHOD_NAMES } from '../../lib/paymentMethods/methodNames';
import { methodSegment } from '../../lib/paymentMethods/methodSegment';
import { rememberTermsAccepted, termsAcceptedThisVisit } from '../../lib/storage/visitMemory';
import { TermsAcceptance } from '../../components/terms/termsAcceptance';

interface PaymentMethodFormProps {
  link: PaymentLinkInfo;
  methods: PaymentMethod[];
  /** Each method's mark, shown before its name. */
  marks: Readonly<Partial<Record<PaymentMethod, ComponentType>>>;
  /**
   * Starts loading a method's page, and what it reads as it opens: called as soon as the shopper
   * shows which method they are heading for, so that its page is there when they continue
   * instead of a loader.
   */
  prepareMethod?: ((method: PaymentMethod, link: PaymentLinkInfo) => void) | undefined;
}

/**
 * The choice of method, the terms and the continue button. Native radios and checkbox: arrow
 * keys move through the methods, space ticks the terms, enter continues, in every browser.
 */
export function PaymentMethodForm({ link, methods, marks, prepareMethod }: PaymentMethodFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const legendId = useId();
  const [method, setMethod] = useState(methods[0]);
  // Accepted earlier in this visit (before "Choose another way to pay", or on a method's page):
  // still ticked, and remembered for the method pages (SPEC §2/§5).
  const [accepted, setAccepted] = useState(() => termsAcceptedThisVisit(link.uuid));
  const [triedToContinue, setTriedToContinue] = useState(false);
  const termsInput = useRef<HTMLInputElement>(null);
  const prepare = (chosen: PaymentMethod | undefined) => {
    if (chosen) prepareMethod?.(chosen, link);
  };

  function proceed(event: FormEvent) {
    event.preventDefault();
    if (!accepted) {
      setTriedToContinue(true);
      termsInput.current?.focus();
      return;
    }
    // SPEC §4: only a VALID link moves on to a method's page.
    if (!method || link.status !== 'VALID') return;
    navigate(`/uuid/${link.uuid}/${methodSegment(method, link.newKcpHppRoute)}`);
  }

  return (
    <form className="landing__form" noValidate onSubmit={proceed}>
      <fieldset className="choice-group" role="radiogroup" aria-labelledby={legendId}>
        <legend id={legendId} className="choice-group__legend">
          {t('landing.methods.legend')}
        </legend>
        {methods.map((option) => {
          const Mark = marks[option];
          return (
            <label key={option} className="choice">
              <input
                type="radio"
                name="paymentMethod"
                value={option}
                checked={option === method}
                onChange={() => {
                  setMethod(option);
                  prepare(option);
                }}
              />
              {Mark ? <Mark /> : null}
              <span>{t(METHOD_NAMES[option])}</span>
            </label>
          );
        })}
      </fieldset>
      <TermsAcceptance
        termsUrl={link.termsAndConditionsUrl}
        accepted={accepted}
        onChange={(ticked) => {
          setAccepted(ticked);
          rememberTermsAccepted(link.uuid, ticked);
          prepare(method);
        }}
        showError={triedToContinue}
        inputRef={termsInput}
      />
      <p className="landing__notice">{t('landing.limitNotice')}</p>
      {link.requireConsent ? <p className="landing__notice">{t('landing.consent')}</p> : null}
      <button
        type="submit"
        className="button"
        onFocus={() => prepare(method)}
        onPointerDown={() => prepare(method)}
      >
        {t('landing.continue')}
      </button>
    </form>
  );
}
