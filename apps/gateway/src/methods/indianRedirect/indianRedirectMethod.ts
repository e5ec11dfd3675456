import { REFUSAL_REASONS } from '@paypage/contract/refusalReasons';
import { NETBANKING_BANK_CODES, NETBANKING_BANKS } from '@paypage/contract/methods/netbankingBanks';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { TSchema } from 'typebox';
import Type from 'typebox';
import type { ApprovalFlow, GatewayMethod } from '../../payments/gatewayMethod';
import { approvalPath } from '../../payments/gatewayMethod';
import type { TestDataTable } from '../../sandbox/sandboxData';
import {
  checkDetails,
  currencyProblems,
  ExpiresAt,
  expiryProblems,
  PayerContact,
} from '../waitingPayment';

/**
 * What tells one Indian redirect provider from the other: the details it takes, the page the
 * sandbox shows in its place (the shared approval page) and its row of test data.
 */
interface IndianRedirectProvider {
  details: TSchema;
  approval: ApprovalFlow;
  testData: TestDataTable;
}

const declined = { status: 'REFUSED', refusalReason: REFUSAL_REASONS.declined } as const;

const PROVIDERS = {
  /**
   * Netbanking: the payer signs in to the bank chosen on the payment page and approves or
   * declines there; the bank sends them back to the payment page.
   */
  NETBANKING: {
    details: Type.Object(
      { ...PayerContact, bank: Type.Enum(NETBANKING_BANK_CODES), expiresAt: ExpiresAt },
      { additionalProperties: false },
    ),
    approval: {
      title: 'netbanking.approval.title',
      intro: 'netbanking.approval.intro',
      decisions: [
        {
          id: 'approve',
          label: 'netbanking.approval.approve',
          decide: () => ({ status: 'SUCCESS' }),
        },
        { id: 'decline', label: 'netbanking.approval.decline', decide: () => declined },
      ],
      afterwards: 'return',
    },
    testData: {
      id: 'netbanking-banks',
      title: 'Netbanking banks',
      description:
        'The payment page lists these banks (by the first four letters of their IFSC codes); the service sends the chosen one in details.bank. Every bank leads to the sandbox bank page: Approve pays (SUCCESS), Decline refuses (REFUSED, DECLINED). Left undecided, the payment is refused as EXPIRED at details.expiresAt.',
      appliesTo: ['NETBANKING'],
      columns: ['Bank code', 'Bank'],
      rows: NETBANKING_BANKS.map((bank) => [bank.code, bank.name]),
      codeColumns: [0],
    },
  },
  /**
   * PhonePe: the payer is sent to PhonePe's checkout, pays there (from the app, by UPI or a card
   * kept in PhonePe) and comes back.
   */
  PHONEPE: {
    details: Type.Object(
      { ...PayerContact, expiresAt: ExpiresAt },
      { additionalProperties: false },
    ),
    approval: {
      title: 'phonePe.approval.title',
      intro: 'phonePe.approval.intro',
      decisions: [
        { id: 'pay', label: 'phonePe.approval.pay', decide: () => ({ status: 'SUCCESS' }) },
        { id: 'decline', label: 'phonePe.approval.decline', decide: () => declined },
      ],
      afterwards: 'return',
    },
    testData: {
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
  },
} satisfies Partial<Record<PaymentMethod, IndianRedirectProvider>>;

type IndianRedirectMethod = keyof typeof PROVIDERS;

const isIndianRedirect = (method: PaymentMethod): method is IndianRedirectMethod =>
  method in PROVIDERS;

/** The details both take: the payer's contact, the expiry, and for Netbanking the bank. */
interface IndianRedirectDetails {
  email: string;
  expiresAt: string;
  bank?: string;
}

/**
 * Netbanking and PhonePe (India), one module: the payer is sent to the provider's page (the
 * sandbox's is the shared approval page), decides there and comes back to the payment page. A
 * page left undecided ends at the expiry the service asks for. Only the details, the page's
 * words and the test data differ (PROVIDERS).
 */
export const indianRedirectMethod: GatewayMethod = {
  methods: ['NETBANKING', 'PHONEPE'],
  start({ request, paymentId, now, windows }) {
    if (!isIndianRedirect(request.method)) throw new Error(`${request.method} is not played here`);
    const provider: IndianRedirectProvider = PROVIDERS[request.method];
    const checked = checkDetails<IndianRedirectDetails>(provider.details, request.details);
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
      details: {
        ...(details.bank === undefined ? {} : { bank: details.bank }),
        email: details.email,
        expiresAt,
      },
      expiresAt,
    };
  },
  approval: (payment) =>
    isIndianRedirect(payment.method) ? PROVIDERS[payment.method].approval : undefined,
  testData: [PROVIDERS.NETBANKING.testData, PROVIDERS.PHONEPE.testData],
};
