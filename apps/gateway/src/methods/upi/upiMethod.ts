import { REFUSAL_REASONS } from '@paypage/contract/refusalReasons';
import { WAITING_DETAILS } from '@paypage/contract/methods/waitingPayments';
import { UPI_ID_PATTERN } from '@paypage/contract/methods/upiId';
import { buildUpiIntent } from '@paypage/contract/methods/upiIntent';
import Type from 'typebox';
import type { GatewayMethod, PaymentStart, StartContext } from '../../payments/gatewayMethod';
import {
  checkDetails,
  currencyProblems,
  ExpiresAt,
  expiryProblems,
  PayeeName,
  PayerContact,
} from '../waitingPayment';
import { upiAppRoutes, UPI_APP_PATH } from './sandbox/upiApp';

/** The sandbox merchant's own UPI ID: where every UPI QR payment of the sandbox goes. */
export const SANDBOX_PAYEE_UPI_ID = 'paypagedemo@sandboxpsp';
/** ISO 18245 5999: miscellaneous retail, what the sandbox merchant is registered as. */
const MERCHANT_CATEGORY_CODE = '5999';
/** A payer address with this name part is unknown to the sandbox's UPI network. */
const UNKNOWN_PAYER_NAME = 'unknown';

const Common = {
  ...PayerContact,
  payeeName: PayeeName,
  note: Type.Optional(Type.String({ maxLength: 50 })),
  expiresAt: ExpiresAt,
};
const CollectDetailsSchema = Type.Object(
  { ...Common, payerUpiId: Type.String({ maxLength: 321, pattern: UPI_ID_PATTERN }) },
  { additionalProperties: false },
);
const QrDetailsSchema = Type.Object(Common, { additionalProperties: false });
type CollectDetails = Type.Static<typeof CollectDetailsSchema>;

/** The payment's reference in a upi://pay intent (tr): its id's letters and digits. */
const upiReferenceOf = (paymentId: string) =>
  paymentId
    .replace(/^gp_/, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 35);

function startCollect({ request, now, windows }: StartContext): PaymentStart {
  const checked = checkDetails<CollectDetails>(CollectDetailsSchema, request.details);
  if (!checked.ok) return { outcome: 'invalid', fields: checked.fields };
  const { details } = checked;
  const fields = [
    ...currencyProblems(request.currency, 'INR'),
    ...expiryProblems(details.expiresAt, now),
  ];
  if (fields.length > 0) return { outcome: 'invalid', fields };
  // The deadline the service asked for, cut to SHOPPER_STEP_TIMEOUT_S when that is set.
  const expiresAt = windows.cut(details.expiresAt, now);
  const shown = {
    [WAITING_DETAILS.payerUpiId]: details.payerUpiId,
    [WAITING_DETAILS.payeeName]: details.payeeName,
    [WAITING_DETAILS.email]: details.email,
    [WAITING_DETAILS.expiresAt]: expiresAt,
  };
  // The payer's PSP answers at once when it does not know the address (NPCI: invalid VPA).
  if (details.payerUpiId.split('@')[0]?.toLowerCase() === UNKNOWN_PAYER_NAME) {
    return { outcome: 'start', status: 'REFUSED', refusalReason: 'UNKNOWN_UPI_ID', details: shown };
  }
  return { outcome: 'start', status: 'PENDING', details: shown, expiresAt };
}

function startQrCode({ request, paymentId, now, windows }: StartContext): PaymentStart {
  const checked = checkDetails<Type.Static<typeof QrDetailsSchema>>(
    QrDetailsSchema,
    request.details,
  );
  if (!checked.ok) return { outcome: 'invalid', fields: checked.fields };
  const { details } = checked;
  const fields = [
    ...currencyProblems(request.currency, 'INR'),
    ...expiryProblems(details.expiresAt, now),
  ];
  if (fields.length > 0) return { outcome: 'invalid', fields };
  const expiresAt = windows.cut(details.expiresAt, now);
  const reference = upiReferenceOf(paymentId);
  const qrPayload = buildUpiIntent({
    payeeAddress: SANDBOX_PAYEE_UPI_ID,
    payeeName: details.payeeName,
    merchantCode: MERCHANT_CATEGORY_CODE,
    reference,
    note: details.note || reference,
    amountMinor: request.amount,
  });
  return {
    outcome: 'start',
    status: 'PENDING',
    details: {
      [WAITING_DETAILS.qrPayload]: qrPayload,
      [WAITING_DETAILS.payeeName]: details.payeeName,
      [WAITING_DETAILS.email]: details.email,
      [WAITING_DETAILS.expiresAt]: expiresAt,
    },
    expiresAt,
  };
}

/**
 * UPI (India): a collect request to the payer's UPI ID, approved or declined in their UPI app,
 * or a QR code of a upi://pay intent that any UPI app scans and pays. Either ends by itself at
 * the expiry the service asks for. The sandbox's UPI app (hosted at /hosted/upi-app) lists the
 * requests of a UPI ID and scans a code by its content; the approval page decides.
 */
export const upiMethod: GatewayMethod = {
  methods: ['UPI', 'UPIQRCODE'],
  start: (context) =>
    context.request.method === 'UPIQRCODE' ? startQrCode(context) : startCollect(context),
  approval: {
    title: 'upi.approval.title',
    intro: 'upi.approval.intro',
    decisions: [
      { id: 'pay', label: 'upi.approval.pay', decide: () => ({ status: 'SUCCESS' }) },
      {
        id: 'decline',
        label: 'upi.approval.decline',
        decide: () => ({ status: 'REFUSED', refusalReason: REFUSAL_REASONS.declined }),
      },
    ],
    // The UPI app is on the payer's phone: the payment page learns the outcome by itself.
    afterwards: 'done',
  },
  hostedRoutes: upiAppRoutes,
  routeDocs: {
    hosted: [
      [
        'GET',
        `${UPI_APP_PATH}?upiId={upiId}`,
        'The sandbox UPI app: the open collect requests of a UPI ID, each leading to its approval page.',
      ],
      [
        'POST',
        `${UPI_APP_PATH}/scan`,
        'The sandbox UPI app scans a UPI QR code: form field payload, the code’s content (upi://pay?…); leads to the payment’s approval page.',
      ],
    ],
  },
  testData: [
    {
      id: 'upi',
      title: 'UPI and UPI QR',
      description: `INR only. A collect request goes to the payer's UPI ID: open the sandbox UPI app (${UPI_APP_PATH}), enter that UPI ID, open the request and pay or decline. A UPI QR code is paid by pasting its content into the same app's scan field. Either is refused as EXPIRED at details.expiresAt when nobody decides. QR codes pay ${SANDBOX_PAYEE_UPI_ID}.`,
      appliesTo: ['UPI', 'UPIQRCODE'],
      columns: ['UPI ID', 'Outcome'],
      rows: [
        [
          'success@upi (any valid name@handle)',
          'Collect request waits in the UPI app: Pay → SUCCESS, Decline → REFUSED (DECLINED)',
        ],
        [
          `${UNKNOWN_PAYER_NAME}@upi (name part "${UNKNOWN_PAYER_NAME}", any handle)`,
          'Refused at once: REFUSED (UNKNOWN_UPI_ID)',
        ],
      ],
      codeColumns: [0],
    },
  ],
};
