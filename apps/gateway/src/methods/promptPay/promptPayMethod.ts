import { REFUSAL_REASONS } from '@paypage/contract/refusalReasons';
import { WAITING_DETAILS } from '@paypage/contract/methods/waitingPayments';
import { buildThaiQr } from '@paypage/contract/methods/thaiQr';
import Type from 'typebox';
import type { GatewayMethod } from '../../payments/gatewayMethod';
import {
  checkDetails,
  currencyProblems,
  ExpiresAt,
  expiryProblems,
  PayeeName,
} from '../waitingPayment';
import { THAI_APP_PATH, thaiBankingAppRoutes } from './sandbox/thaiBankingApp';

/** The sandbox merchant's PromptPay biller ID: a 13-digit tax ID and the suffix 01. */
export const SANDBOX_BILLER_ID = '010555612345601';

const PromptPayDetailsSchema = Type.Object(
  { payeeName: PayeeName, expiresAt: ExpiresAt },
  { additionalProperties: false },
);
type PromptPayDetails = Type.Static<typeof PromptPayDetailsSchema>;

/** Reference 1 of the bill payment: the payment id's letters and digits, upper-case, 20 at most. */
const thaiReferenceOf = (paymentId: string) =>
  paymentId
    .replace(/^gp_/, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 20);

/**
 * PromptPay QR (Thailand): a dynamic Thai QR Payment code for the amount (PromptPay bill
 * payment to the merchant's biller ID, the payment's reference as reference 1), paid by
 * scanning it in any Thai banking app; it ends by itself at the expiry the service asks for.
 * The sandbox's banking app (/hosted/promptpay-app) scans a code by its content.
 */
export const promptPayMethod: GatewayMethod = {
  methods: ['PROMPTPAYQR'],
  start({ request, paymentId, now, windows }) {
    const checked = checkDetails<PromptPayDetails>(PromptPayDetailsSchema, request.details);
    if (!checked.ok) return { outcome: 'invalid', fields: checked.fields };
    const { details } = checked;
    const fields = [
      ...currencyProblems(request.currency, 'THB'),
      ...expiryProblems(details.expiresAt, now),
    ];
    if (fields.length > 0) return { outcome: 'invalid', fields };
    // The deadline the service asked for, cut to SHOPPER_STEP_TIMEOUT_S when that is set.
    const expiresAt = windows.cut(details.expiresAt, now);
    const qrPayload = buildThaiQr({
      billerId: SANDBOX_BILLER_ID,
      reference1: thaiReferenceOf(paymentId),
      merchantName: details.payeeName,
      merchantCity: 'Bangkok',
      merchantCategoryCode: '5999',
      amountMinor: request.amount,
    });
    return {
      outcome: 'start',
      status: 'PENDING',
      details: {
        [WAITING_DETAILS.qrPayload]: qrPayload,
        [WAITING_DETAILS.payeeName]: details.payeeName,
        [WAITING_DETAILS.expiresAt]: expiresAt,
      },
      expiresAt,
    };
  },
  approval: {
    title: 'promptPay.approval.title',
    intro: 'promptPay.approval.intro',
    decisions: [
      { id: 'pay', label: 'promptPay.approval.pay', decide: () => ({ status: 'SUCCESS' }) },
      {
        id: 'decline',
        label: 'promptPay.approval.decline',
        decide: () => ({ status: 'REFUSED', refusalReason: REFUSAL_REASONS.declined }),
      },
    ],
    afterwards: 'done',
  },
  hostedRoutes: thaiBankingAppRoutes,
  routeDocs: {
    hosted: [
      [
        'GET',
        THAI_APP_PATH,
        'The sandbox Thai banking app: scans a PromptPay QR code by its content.',
      ],
      [
        'POST',
        `${THAI_APP_PATH}/scan`,
        'Form field payload, the code’s content (000201…); leads to the payment’s approval page.',
      ],
    ],
  },
  testData: [
    {
      id: 'promptpay',
      title: 'PromptPay QR',
      description: `THB only. The payment page shows a Thai QR Payment code (EMVCo, PromptPay bill payment to biller ${SANDBOX_BILLER_ID}, reference 1 the payment's reference). Copy its content, paste it into the sandbox Thai banking app (${THAI_APP_PATH}) and pay or decline. Unpaid, it is refused as EXPIRED at details.expiresAt.`,
      appliesTo: ['PROMPTPAYQR'],
      columns: ['In the banking app', 'Status', 'Refusal reason'],
      rows: [
        ['Pay', 'SUCCESS', '(none)'],
        ['Decline', 'REFUSED', 'DECLINED'],
        ['(nothing until details.expiresAt)', 'REFUSED', 'EXPIRED'],
      ],
      codeColumns: [1, 2],
    },
  ],
};
