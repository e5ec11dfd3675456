import type { SavedAssetKind } from '../../assets/savedAssetKind';
import type { NewSavedAsset } from '../../assets/savedAsset';

type SavedPaypalAccount = Extract<NewSavedAsset, { type: 'PAYPAL' }>;

/**
 * A saved PayPal account: a PayPal payment that made a billing agreement (a new account on a
 * link with a consumer, decision record 0017) leaves it, once per agreement.
 */
export const savedPaypalAccount: SavedAssetKind<SavedPaypalAccount> = {
  type: 'PAYPAL',
  list: 'paypal',
  pathType: 'paypal',
  shown: (id, details) => ({ ...details, id, type: 'PAYPAL' }),
  fromPayment(payment) {
    const { billingAgreementId, payerId, payerEmail } = payment.details ?? {};
    if (typeof billingAgreementId !== 'string') return undefined;
    return {
      type: 'PAYPAL',
      details: {
        billingAgreementId,
        customerAccountId: typeof payerId === 'string' ? payerId : '',
        payerEmail: typeof payerEmail === 'string' ? payerEmail : '',
      },
    };
  },
  isSaved: (saved, { details }) =>
    saved.paypal.some((account) => account.billingAgreementId === details.billingAgreementId),
};
