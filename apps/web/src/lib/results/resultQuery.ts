/**
 * The query vocabulary of the result pages, for every page that sends the shopper to one:
 *
 *   /uuid/{uuid}/success[?variant=…]            /uuid/{uuid}/failure[?variant=…]
 *   /uuid/{uuid}/mid/{mid}/success[?variant=…]  /uuid/{uuid}/mid/{mid}/failure[?variant=…]
 *
 * success variant   shows
 *   (none)            payment completed: amount and merchant
 *   authorisation     the amount was authorised (reserved), not yet charged
 *   card-created      a card was saved            card-selected      a saved card was chosen
 *   paypal-created    a PayPal account was linked paypal-selected    a linked one was chosen
 *   mandate-created   a SEPA mandate was created  mandate-selected   a saved one was chosen
 *
 * failure variant      offers
 *   (none)               nothing: the payment failed
 *   retry                try again (back to the link's landing page)
 *   retry-and-checkout   try again, and back to the checkout (backToShopUrl, else returnUrl)
 *   return-only          back to the checkout only
 *   paypal               PayPal's wording, with try again
 *   payto-agreement      the PayTo agreement was not created: contact customer support
 *
 * An unknown or missing variant shows the plain page; other query parameters are ignored, so
 * a page may pass its own query on (SPEC §4).
 *
 * `transaction={id}` names the payment the page is about (/success and /failure; the /mid/{mid}/
 * pair names it in the path). Without it the page is about the link's latest payment. Either way
 * the page reads the payment before it says anything (features/results/checkedResult).
 */
export const VARIANT_PARAM = 'variant';
export const TRANSACTION_QUERY = 'transaction';

export const SUCCESS_VARIANTS = [
  'completed',
  'authorisation',
  'card-created',
  'card-selected',
  'paypal-created',
  'paypal-selected',
  'mandate-created',
  'mandate-selected',
] as const;
export type SuccessVariant = (typeof SUCCESS_VARIANTS)[number];
const PLAIN_SUCCESS: SuccessVariant = 'completed';

export const FAILURE_VARIANTS = [
  'plain',
  'retry',
  'retry-and-checkout',
  'return-only',
  'paypal',
  'payto-agreement',
] as const;
export type FailureVariant = (typeof FAILURE_VARIANTS)[number];
const PLAIN_FAILURE: FailureVariant = 'plain';

function variantOf<T extends string>(query: URLSearchParams, known: readonly T[], plain: T): T {
  const asked = query.get(VARIANT_PARAM);
  return known.find((variant) => variant === asked) ?? plain;
}

export const successVariantOf = (query: URLSearchParams): SuccessVariant =>
  variantOf(query, SUCCESS_VARIANTS, PLAIN_SUCCESS);

export const failureVariantOf = (query: URLSearchParams): FailureVariant =>
  variantOf(query, FAILURE_VARIANTS, PLAIN_FAILURE);

type Result = (
  | { outcome: 'success'; variant?: SuccessVariant }
  | { outcome: 'failure'; variant?: FailureVariant }
) & {
  /** The payment the page is about, when the page that sends the shopper there knows it. */
  transaction?: string | undefined;
};

/**
 * The address of a result page: resultPath(uuid, { outcome: 'failure', variant: 'retry' }),
 * with the payment when it is known (…, transaction: 'tx_…' }).
 */
export function resultPath(uuid: string, result: Result, mid?: string): string {
  const midPart = mid === undefined ? '' : `/mid/${encodeURIComponent(mid)}`;
  const plain = result.outcome === 'success' ? PLAIN_SUCCESS : PLAIN_FAILURE;
  const query = new URLSearchParams();
  if (result.variant && result.variant !== plain) query.set(VARIANT_PARAM, result.variant);
  if (result.transaction && mid === undefined) query.set(TRANSACTION_QUERY, result.transaction);
  const search = query.toString() ? `?${query}` : '';
  return `/uuid/${uuid}${midPart}/${result.outcome}${search}`;
}

/** The payment a result page's query names, if any. */
export const transactionOf = (query: URLSearchParams): string | undefined =>
  query.get(TRANSACTION_QUERY) || undefined;
