import type { FieldError } from '@paypage/contract/errors';
import { methodFacts } from '@paypage/contract/methodCatalogue';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { CreatePaymentLinkBody } from '@paypage/contract/paymentLink';
import { invalidInput } from '../http/problem';
import { newLinkUuid, nowIso } from '../ids';
import type { Merchant } from '../merchants/merchant';
import type { PaymentLink } from './paymentLink';
import type { PaymentLinksRepository } from './paymentLinksRepository';

/** Whether the merchant's account has what `method` needs: PayPal's merchant id, SEPA's creditor. */
export function accountReadyFor(merchant: Merchant, method: PaymentMethod): boolean {
  if (methodFacts(method).needsPaypalMerchantId && !merchant.paypalMerchantId) return false;
  return method !== 'SEPA_DD' || merchant.creditor !== null;
}

/** Rules the schema cannot express because they depend on the clock or the merchant account. */
function businessRuleErrors(
  body: CreatePaymentLinkBody,
  merchant: Merchant,
  now: Date,
): FieldError[] {
  const errors: FieldError[] = [];
  // The operator decides which methods the merchant may offer at all (null: every one).
  const offered = merchant.offeredMethods;
  body.paymentMethods.forEach((method, index) => {
    if (offered && !offered.includes(method)) {
      errors.push({
        field: `body.paymentMethods.${index}`,
        message: `${method} is not among the methods your merchant account may offer`,
      });
    }
  });
  if (body.expirationDate && Date.parse(body.expirationDate) <= now.getTime()) {
    errors.push({ field: 'body.expirationDate', message: 'must be in the future' });
  }
  if (body.paymentMethods.includes('PAYPAL') && !accountReadyFor(merchant, 'PAYPAL')) {
    errors.push({
      field: 'body.paymentMethods',
      message: 'PAYPAL needs a PayPal merchant id on your merchant account',
    });
  }
  if (body.paymentMethods.includes('SEPA_DD') && !accountReadyFor(merchant, 'SEPA_DD')) {
    errors.push({
      field: 'body.paymentMethods',
      message: 'SEPA_DD needs SEPA creditor data on your merchant account',
    });
  }
  if (body.showAssetsIfSkipLandingPageIsTrue && !body.consumerReference) {
    errors.push({
      field: 'body.showAssetsIfSkipLandingPageIsTrue',
      message: 'needs a consumerReference: only consumers have saved assets',
    });
  }
  return errors;
}

/** `preview`: the console's preview of the page (decision 0040), made only by its own route. */
export async function createPaymentLink(
  links: PaymentLinksRepository,
  merchant: Merchant,
  body: CreatePaymentLinkBody,
  now = new Date(),
  { preview = false }: { preview?: boolean } = {},
): Promise<PaymentLink> {
  const errors = businessRuleErrors(body, merchant, now);
  if (errors.length > 0) throw invalidInput(errors);
  const link: PaymentLink = {
    uuid: newLinkUuid(),
    merchantId: merchant.id,
    amount: body.amount,
    currency: body.currency,
    // The merchant's defaults fill what the link leaves out (operator settings).
    locale: body.locale ?? merchant.defaultLocale ?? null,
    returnUrl: body.returnUrl ?? null,
    backToShopUrl: body.backToShopUrl ?? null,
    termsAndConditionsUrl: body.termsAndConditionsUrl ?? null,
    paymentMethods: body.paymentMethods,
    merchantReference: body.merchantReference ?? null,
    description: body.description ?? null,
    skipLandingPage: body.skipLandingPage ?? false,
    expirationDate: body.expirationDate ? new Date(body.expirationDate).toISOString() : null,
    consumerReference: body.consumerReference ?? null,
    isSubscription: body.isSubscription ?? false,
    returnUrlTimer: body.returnUrlTimer ?? merchant.returnUrlTimer ?? 0,
    showAssetsIfSkipLandingPageIsTrue: body.showAssetsIfSkipLandingPageIsTrue ?? false,
    requireConsent: body.requireConsent ?? false,
    paymentSettings: body.paymentSettings ?? {},
    shopperInformation: body.shopperInformation ?? null,
    newKcpHppRoute: body.newKcpHppRoute ?? false,
    status: 'VALID',
    dateCreated: nowIso(),
    ...(preview ? { preview: true } : {}),
  };
  await links.insert(link);
  return link;
}
