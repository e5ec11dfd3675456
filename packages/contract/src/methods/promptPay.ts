import Type from 'typebox';

/**
 * POST /public/prompt-pay/payment-link/{uuid} (SPEC §7): empty body; answers SPEC §3's redirect
 * response. redirectUrl is the page's own address of the Thai QR code, with the payment in its
 * query so that a reload finds it again; paymentUuid is the payment (transaction) id.
 */
export const PromptPayResponseSchema = Type.Object({
  redirectUrl: Type.String(),
  paymentUuid: Type.String(),
});
export type PromptPayResponse = Type.Static<typeof PromptPayResponseSchema>;
