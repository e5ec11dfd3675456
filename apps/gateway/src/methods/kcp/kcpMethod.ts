import { Compile } from 'typebox/compile';
import { KcpStartDetailsSchema } from '@paypage/contract/methods/kcp';
import { KOREAN_BANKS } from '@paypage/contract/methods/koreanBanks';
import { SHOPPER_STEP_WINDOWS_S } from '../../payments/shopperStepWindows';
import type { GatewayMethod } from '../../payments/gatewayMethod';
import { INSTALMENTS_FROM_KRW, KCP_CARD_ISSUERS } from './kcpChoices';
import { kcpCheckoutPath } from './kcpCheckoutPage';
import { kcpCheckoutRoutes } from './kcpCheckoutRoutes';

/** How long KCP's payment window waits for the shopper by default (SHOPPER_STEP_TIMEOUT_S aside). */
export const KCP_WINDOW_MINUTES = SHOPPER_STEP_WINDOWS_S.kcpWindow / 60;

const startDetails = Compile(KcpStartDetailsSchema);

/**
 * KCP: the payment starts PENDING and sends the shopper to KCP's payment window
 * (/hosted/kcp/{paymentId}), where a Korean card or a bank transfer pays, or the shopper
 * cancels; the window closes after KCP_WINDOW_MINUTES and the payment expires.
 */
export const kcpMethod: GatewayMethod = {
  methods: ['KCP'],
  async start({ request, paymentId, now, windows }) {
    const details = request.details ?? {};
    const fields = [...startDetails.Errors(details)].map((error) => ({
      field: `/details${error.instancePath}`,
      message: error.message,
    }));
    if (!request.returnUrl) {
      fields.push({
        field: '/returnUrl',
        message: 'is required: KCP sends the shopper back there',
      });
    }
    if (fields.length > 0) return { outcome: 'invalid', fields };
    const closes = windows.until('kcpWindow', now);
    return {
      outcome: 'start',
      status: 'PENDING',
      action: { type: 'redirect', redirectUrl: kcpCheckoutPath(paymentId) },
      details,
      // Still open when the window closes, it is refused as EXPIRED (payments/expiry.ts).
      expiresAt: closes,
    };
  },
  hostedRoutes: kcpCheckoutRoutes,
  routeDocs: {
    hosted: [
      [
        'GET',
        '/hosted/kcp/{paymentId}',
        'KCP’s payment window: the shop, the product and the amount; a Korean card company (instalments from 50,000 KRW) or a bank for a transfer.',
      ],
      [
        'POST',
        '/hosted/kcp/{paymentId}',
        'Pays, cancels or refuses (form fields decision approve|cancel|refuse, choice card:<id>|bank:<code>, instalments), sends the webhook and returns the shopper to the payment’s returnUrl.',
      ],
    ],
  },
  testData: [
    {
      id: 'kcp',
      title: 'KCP payment window',
      description: `A KCP payment starts PENDING with a redirect to the window. The shopper picks a card company or a bank, then decides. Card payments of ${INSTALMENTS_FROM_KRW.toLocaleString('en')} KRW or more may be split into 2 to 12 monthly instalments. A window left open for ${KCP_WINDOW_MINUTES} minutes expires.`,
      appliesTo: ['KCP'],
      columns: ['Shopper does', 'Gateway status', 'Refusal reason', 'Details'],
      rows: [
        [
          'Pays by card',
          'SUCCESS',
          '—',
          'payType CARD, cardIssuer, cardIssuerName, instalmentMonths, approvalNumber, kcpTransactionNumber',
        ],
        [
          'Pays by bank transfer',
          'SUCCESS',
          '—',
          'payType BANK_TRANSFER, bankCode, bankName, kcpTransactionNumber',
        ],
        ['Cancels', 'REFUSED', 'CANCELLED', '—'],
        ['Refuses (sandbox), card chosen', 'REFUSED', 'DECLINED', '—'],
        ['Refuses (sandbox), bank chosen', 'REFUSED', 'INSUFFICIENT_FUNDS', '—'],
        [`Does nothing for ${KCP_WINDOW_MINUTES} minutes`, 'REFUSED', 'EXPIRED', '—'],
      ],
      codeColumns: [1, 2],
    },
    {
      id: 'kcp-card-companies',
      title: 'KCP card companies and banks',
      description:
        'The choices of the window, with the ids it posts (card:<id>, bank:<KFTC bank code>).',
      appliesTo: ['KCP'],
      columns: ['Choice', 'Korean name', 'English name'],
      rows: [
        ...KCP_CARD_ISSUERS.map((card) => [`card:${card.id}`, card.korean, card.english] as const),
        ...KOREAN_BANKS.map((bank) => [`bank:${bank.code}`, bank.korean, bank.english] as const),
      ],
      codeColumns: [0],
    },
  ],
};
