import './landing.css';
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSavedAssets } from '../../lib/assets/savedAssetsContext';
import { useFormat } from '../../lib/format/useFormat';
import { useT } from '../../lib/i18n/useT';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { offeredMethods } from '../../lib/paymentMethods/offeredMethods';
import { PaymentMethodForm } from './paymentMethodForm';
import { skippedTo } from './skipLandingPage';

// React Router's key of the entry the page was opened with; every later navigation gets its own.
const OPENING_ENTRY_KEY = 'default';

/**
 * What the shopper is about to pay (to whom, for what, how much) and how they want to pay: the
 * link's methods whose pages exist (`builtMethods`, from the app's method registry).
 */
export function LandingPage({
  builtMethods,
  marks,
  prepareMethod,
}: {
  builtMethods: readonly PaymentMethod[];
  /** Each method's mark, drawn by its own folder (the app's METHOD_MARKS). */
  marks: Readonly<Record<PaymentMethod, ComponentType>>;
  /** Starts loading a method's page once the shopper heads for it (paymentMethodForm). */
  prepareMethod?: (method: PaymentMethod, link: PaymentLinkInfo) => void;
}) {
  const t = useT();
  const format = useFormat();
  const link = usePaymentLink();
  const assets = useSavedAssets();
  const { key, search } = useLocation();
  const methods = offeredMethods(link, builtMethods);

  // Skipped only when the shopper arrives with the link: coming back from a method's page
  // (breadcrumb) must show the methods instead of bouncing to the first one again. Usually the
  // page opened at the method's address already (app/preparedLink.ts); this is for a link that
  // arrived after the first render.
  const skipTo = key === OPENING_ENTRY_KEY ? skippedTo(link, assets, builtMethods) : undefined;
  if (skipTo) return <Navigate to={{ pathname: skipTo, search }} replace />;

  return (
    <section className="card landing" aria-labelledby="landing-merchant">
      <h1 id="landing-merchant">{link.merchantName}</h1>
      {link.description ? <p className="landing__description">{link.description}</p> : null}
      <dl className="landing__total">
        <dt>{t('landing.totalPrice')}</dt>
        <dd className="landing__amount">{format.amount(link.amount, link.currency)}</dd>
      </dl>
      {methods.length > 0 ? (
        <PaymentMethodForm
          link={link}
          methods={methods}
          marks={marks}
          prepareMethod={prepareMethod}
        />
      ) : (
        <p className="landing__no-methods" role="alert">
          {t('landing.noMethods')}
        </p>
      )}
    </section>
  );
}
