import './providerCheckout.css';
import type { CheckoutSessionResponse } from '@paypage/contract/methods/providerCheckout';
import type { ProviderCheckoutMethod } from '@paypage/contract/methods/providerCheckoutConstants';
import {
  checkoutPath,
  isProviderCheckoutMethod,
} from '@paypage/contract/methods/providerCheckoutConstants';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { RedirectNotice } from '../../components/redirectNotice';
import { TermsGateLine } from '../../components/terms/termsGate';
import { acceptedTermsOf } from '../../lib/payments/acceptedTerms';
import { useRuntimeConfig } from '../../lib/config/useRuntimeConfig';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { METHOD_NAMES } from '../../lib/paymentMethods/methodNames';
import { usePayOnce } from '../../lib/payments/usePayOnce';
import { resultPath } from '../../lib/results/resultQuery';
import { openCheckoutSession } from './checkoutApi';
import type { ProviderCheckoutTextKey } from './providerCheckoutTexts';
import { PROVIDER_NAMES, useCheckoutT } from './providerCheckoutTexts';

/** iDEAL and Bancontact are euro schemes (the service refuses other currencies too). */
const SCHEME_CURRENCY = 'EUR';

const INTRODUCTIONS: Record<ProviderCheckoutMethod, ProviderCheckoutTextKey> = {
  IDEAL: 'providerCheckout.ideal.intro',
  BANCONTACT_CARD: 'providerCheckout.bancontactCard.intro',
  BANCONTACT_MOBILE: 'providerCheckout.bancontactMobile.intro',
};

/** /uuid/{uuid}/bancontact-card → BANCONTACT_CARD (SPEC §4's segment rule, backwards). */
function methodOfPath(pathname: string): ProviderCheckoutMethod | undefined {
  const segment = pathname.split('/').filter(Boolean).pop() ?? '';
  const method = segment.toUpperCase().replaceAll('-', '_');
  return isProviderCheckoutMethod(method) ? method : undefined;
}

function CheckoutStart({ method }: { method: ProviderCheckoutMethod }) {
  const t = useCheckoutT();
  const link = usePaymentLink();
  const { gppBaseUrl } = useRuntimeConfig();
  const [session, setSession] = useState<CheckoutSessionResponse | undefined>(undefined);
  const { run, busy, terms } = usePayOnce(
    resultPath(link.uuid, { outcome: 'failure', variant: 'retry' }),
  );
  const provider = t(PROVIDER_NAMES[method]);
  const methodName = t(METHOD_NAMES[method]);

  if (session) {
    const url = `${gppBaseUrl.replace(/\/+$/, '')}${checkoutPath(session)}`;
    return <RedirectNotice uuid={link.uuid} provider={provider} url={url} />;
  }
  const inEuros = link.currency === SCHEME_CURRENCY;
  return (
    <section className="card provider-checkout" aria-labelledby="provider-checkout-title">
      <h1 id="provider-checkout-title" className="provider-checkout__title">
        {methodName}
      </h1>
      {inEuros ? (
        <>
          <p>{t(INTRODUCTIONS[method])}</p>
          <p id="provider-checkout-return">{t('providerCheckout.comeBack')}</p>
          <TermsGateLine gate={terms} />
          <button
            type="button"
            className="button provider-checkout__continue"
            disabled={busy}
            aria-describedby="provider-checkout-return"
            onClick={() =>
              void run(async (keyFor) => {
                const { acceptedTerms } = acceptedTermsOf(link);
                setSession(
                  await openCheckoutSession(link.uuid, method, acceptedTerms, keyFor(method)),
                );
              })
            }
          >
            {t('providerCheckout.continue', { provider })}
          </button>
        </>
      ) : (
        <p role="alert">{t('providerCheckout.euroOnly', { method: methodName })}</p>
      )}
    </section>
  );
}

/**
 * /uuid/{uuid}/ideal, /bancontact-card and /bancontact-mobile (SPEC §2): what happens next, and
 * the button that opens the provider's checkout. Pressing it starts the payment (a session of
 * the checkout, one at a time, with an Idempotency-Key), then SPEC's redirect notice sends the
 * shopper to the provider's page within seconds. The provider sends them back to ckey/…/adyen.
 */
export function ProviderCheckoutPage() {
  const link = usePaymentLink();
  const method = methodOfPath(useLocation().pathname);
  if (!method) return <Navigate to={`/uuid/${link.uuid}`} replace />;
  // One page per method: another method's address starts afresh.
  return <CheckoutStart key={method} method={method} />;
}
