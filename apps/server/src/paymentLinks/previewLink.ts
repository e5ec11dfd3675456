import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { PAYMENT_METHODS } from '@paypage/contract/paymentMethods';
import { Problem } from '../http/problem';
import type { Merchant } from '../merchants/merchant';
import type { Services } from '../services';
import { accountReadyFor, createPaymentLink } from './createPaymentLink';
import type { PaymentLink } from './paymentLink';

/** The reference a preview carries, so that it reads as what it is wherever it is met. */
const PREVIEW_REFERENCE = 'console-settings-preview';
/** 25.00 EUR: an amount that reads as an example in every language. */
const PREVIEW_AMOUNT_MINOR = 2500;
const PREVIEW_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** A preview with less than this left is replaced, so the page never shows its expiry warning. */
const RENEW_BEFORE_MS = 24 * 60 * 60 * 1000;
/** The methods a preview shows when the merchant can offer them: a page like most shoppers see. */
const SHOWCASE: readonly PaymentMethod[] = ['CARD', 'PAYPAL', 'SEPA_DD'];

/**
 * Card, PayPal and SEPA direct debit as far as the merchant offers them and has their settings
 * saved (decision 0040); a merchant that offers none of them sees the methods it does offer.
 */
function previewMethods(merchant: Merchant): PaymentMethod[] {
  const offered = merchant.offeredMethods ?? PAYMENT_METHODS;
  const ready = offered.filter((method) => accountReadyFor(merchant, method));
  const showcase = SHOWCASE.filter((method) => ready.includes(method));
  return showcase.length > 0 ? showcase : ready;
}

const sameMethods = (a: readonly PaymentMethod[], b: readonly PaymentMethod[]) =>
  a.length === b.length && a.every((method, index) => b[index] === method);

/**
 * The merchant's current preview of its page, made when there is none it can still show: one
 * that is still VALID with more than a day left, shows the methods and language the merchant's
 * settings give today and the description asked for. An older one is left to expire unseen.
 */
export async function currentPreviewLink(
  services: Services,
  merchant: Merchant,
  description: string,
  now = new Date(),
): Promise<{ link: PaymentLink; made: boolean }> {
  const methods = previewMethods(merchant);
  if (methods.length === 0) {
    throw new Problem(409, 'PAYMENT_METHOD_NOT_OFFERED', 'Your account can offer no method yet', [
      { field: 'request', message: 'no payment method can be offered with the saved settings' },
    ]);
  }
  const newest = await services.links.findNewestPreview(merchant.id);
  const current = newest && (await services.linkStates.refresh(newest, now));
  const usable =
    current?.status === 'VALID' &&
    current.expirationDate !== null &&
    Date.parse(current.expirationDate) - now.getTime() > RENEW_BEFORE_MS &&
    sameMethods(current.paymentMethods, methods) &&
    current.locale === merchant.defaultLocale &&
    current.description === description;
  if (usable) return { link: current, made: false };
  const link = await createPaymentLink(
    services.links,
    merchant,
    {
      amount: PREVIEW_AMOUNT_MINOR,
      currency: 'EUR',
      paymentMethods: methods,
      description,
      merchantReference: PREVIEW_REFERENCE,
      expirationDate: new Date(now.getTime() + PREVIEW_LIFETIME_MS).toISOString(),
    },
    now,
    { preview: true },
  );
  return { link, made: true };
}
