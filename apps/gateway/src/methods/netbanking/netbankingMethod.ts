import { REFUSAL_REASONS } from '@paypage/contract/refusalReasons';
import { NETBANKING_BANK_CODES, NETBANKING_BANKS } from '@paypage/contract/methods/netbankingBanks';
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

const NetbankingDetailsSchema = Type.Object(
  { ...PayerContact, bank: Type.Enum(NETBANKING_BANK_CODES), expiresAt: ExpiresAt },
  { additionalProperties: false },
);
type NetbankingDetails = Type.Static<typeof NetbankingDetailsSchema>;

/**
 * Netbanking (India): the payer signs in to the bank chosen on the payment page and approves or
 * declines there; the bank sends them back to the payment page. The sandbox's bank is the
 * shared approval page. A bank session left undecided ends at the expiry the service asks for.
 */
export const netbankingMethod: GatewayMethod = {
  methods: ['NETBANKING'],
  start({ request, paymentId, now, windows }) {
    const checked = checkDetails<NetbankingDetails>(NetbankingDetailsSchema, request.details);
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
      details: { bank: details.bank, email: details.email, expiresAt },
      expiresAt,
    };
  },
  approval: {
    title: 'netbanking.approval.title',
    intro: 'netbanking.approval.intro',
    decisions: [
      {
        id: 'approve',
        label: 'netbanking.approval.approve',
        decide: () => ({ status: 'SUCCESS' }),
      },
      {
        id: 'decline',
        label: 'netbanking.approval.decline',
        decide: () => ({ status: 'REFUSED', refusalReason: REFUSAL_REASONS.declined }),
      },
    ],
    afterwards: 'return',
  },
  testData: [
    {
      id: 'netbanking-banks',
      title: 'Netbanking banks',
      description:
        'The payment page lists these banks (by the first four letters of their IFSC codes); the service sends the chosen one in details.bank. Every bank leads to the sandbox bank page: Approve pays (SUCCESS), Decline refuses (REFUSED, DECLINED). Left undecided, the payment is refused as EXPIRED at details.expiresAt.',
      appliesTo: ['NETBANKING'],
      columns: ['Bank code', 'Bank'],
      rows: NETBANKING_BANKS.map((bank) => [bank.code, bank.name]),
      codeColumns: [0],
    },
  ],
};
