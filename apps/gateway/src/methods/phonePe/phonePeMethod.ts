import { REFUSAL_REASONS } from '@paypage/contract/refusalReasons';
import Type from 'typebox';
import type { GatewayMethod } from '../gatewayMethod';
import { approvalPath } from '../gatewayMethod';
import {
  checkDetails,
  currencyProblems,
  ExpiresAt,
  expiryProblems,
  PayerContact,
} from '../waitingPayment';

const PhonePeDetailsSchema = Type.Object(
  { ...PayerContact, expiresAt: ExpiresAt },
  { additionalProperties: false },
);
type PhonePeDetails = Type.Static<typeof PhonePeDetailsSchema>;

/**
 * PhonePe (India): the payer is sent to PhonePe's checkout, pays there (from the app, by UPI or
 * a card kept in PhonePe) and comes back. The sandbox's PhonePe is the shared approval page.
 */
export const phonePeMethod: GatewayMethod = {
  methods: ['PHONEPE'],
  start({ request, paymentId, now, windows }) {
    const checked = checkDetails<PhonePeDetails>(PhonePeDetailsSchema, request.details);
    if (!checked.ok) return { outcome: 'invalid', fields: checked.fields };
    const { details } = checked;
    const fields = [
      ...currencyProblems(request.currency, 'INR'),
      ...expiryProblems(details.expiresAt, now),
      ...(request.returnUrl ? [] : [{ field: '/returnUrl', message: 'is required' }]),
    ];
    if (fields.length > 0) return { outcome: 'invalid', fields };
    // The deadline the service asked for, cut to SHOPPER_STEP_TIMEOUT_S when that is set.
    const expiresAt = windows.cut(details.expiresAt, now);
    return {
      outcome: 'start',
      status: 'PENDING',
      action: { type: 'redirect', redirectUrl: approvalPath(paymentId) },
      details: { email: details.email, expiresAt },
      expiresAt,
    };
  },
  approval: {
    title: 'phonePe.approval.title',
    intro: 'phonePe.approval.intro',
    decisions: [
      { id: 'pay', label: 'phonePe.approval.pay', decide: () => ({ status: 'SUCCESS' }) },
      {
        id: 'decline',
        label: 'phonePe.approval.decline',
        decide: () => ({ status: 'REFUSED', refusalReason: REFUSAL_REASONS.declined }),
      },
    ],
    afterwards: 'return',
  },
  testData: [
    {
      id: 'phonepe',
      title: 'PhonePe',
      description:
        'A PhonePe payment sends the shopper to the sandbox PhonePe page, which returns them to the payment page after the decision. Left undecided, the payment is refused as EXPIRED at details.expiresAt.',
      appliesTo: ['PHONEPE'],
      columns: ['Shopper presses', 'Status', 'Refusal reason'],
      rows: [
        ['Pay', 'SUCCESS', '(none)'],
        ['Decline', 'REFUSED', 'DECLINED'],
        ['(nothing until details.expiresAt)', 'REFUSED', 'EXPIRED'],
      ],
      codeColumns: [1, 2],
    },
  ],
};
