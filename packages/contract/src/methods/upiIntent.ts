import { isUpiId } from './upiId';

/**
 * A UPI payment intent as NPCI's UPI Linking Specification writes it: `upi://pay?` with the
 * payee's address (pa) and name (pn), the merchant's category code (mc), the transaction
 * reference (tr), a note (tn), the amount in rupees with two decimals (am) and the currency,
 * always INR (cu). Parameters are percent-encoded. A QR code carries it, and on a phone the same
 * text is a link every UPI app answers. TypeBox-free.
 */
export interface UpiIntent {
  payeeAddress: string;
  payeeName: string;
  /** ISO 18245 merchant category code, four digits. */
  merchantCode: string;
  /** The payee's reference of this payment: letters and digits, 1 to 35. */
  reference: string;
  note: string;
  /** In paise (INR minor units). */
  amountMinor: number;
}

const REFERENCE = /^[A-Za-z0-9]{1,35}$/;
const AMOUNT = /^(0|[1-9][0-9]*)\.[0-9]{2}$/;
const ORDER = ['pa', 'pn', 'mc', 'tr', 'tn', 'am', 'cu'] as const;

/** Paise as the intent writes rupees: 4990 → "49.90". */
export function rupeesOf(amountMinor: number): string {
  return `${Math.floor(amountMinor / 100)}.${String(amountMinor % 100).padStart(2, '0')}`;
}

export function buildUpiIntent(intent: UpiIntent): string {
  const values: Record<(typeof ORDER)[number], string> = {
    pa: intent.payeeAddress,
    pn: intent.payeeName,
    mc: intent.merchantCode,
    tr: intent.reference,
    tn: intent.note,
    am: rupeesOf(intent.amountMinor),
    cu: 'INR',
  };
  const query = ORDER.map((name) => `${name}=${encodeURIComponent(values[name])}`).join('&');
  return `upi://pay?${query}`;
}

export type ParsedUpiIntent =
  | { ok: true; intent: UpiIntent; parameters: Record<string, string> }
  | { ok: false; problems: string[] };

/** Reads an intent back and checks it against the linking rules (the tests decode with it). */
export function parseUpiIntent(text: string): ParsedUpiIntent {
  const match = /^upi:\/\/pay\?(.*)$/.exec(text);
  if (!match) return { ok: false, problems: ['not a upi://pay intent'] };
  const parameters: Record<string, string> = {};
  const problems: string[] = [];
  for (const pair of (match[1] ?? '').split('&')) {
    const [name = '', value = ''] = pair.split('=', 2);
    if (name in parameters) problems.push(`${name} appears twice`);
    try {
      parameters[name] = decodeURIComponent(value);
    } catch {
      problems.push(`${name} is not percent-encoded properly`);
    }
  }
  const { pa = '', pn = '', mc = '', tr = '', tn = '', am = '', cu = '' } = parameters;
  if (!isUpiId(pa)) problems.push('pa must be a UPI ID (name@handle)');
  if (pn.trim() === '') problems.push('pn (payee name) is required');
  if (!/^[0-9]{4}$/.test(mc)) problems.push('mc must be a four-digit merchant category code');
  if (!REFERENCE.test(tr)) problems.push('tr must be 1 to 35 letters and digits');
  if (!AMOUNT.test(am)) problems.push('am must be rupees with two decimals');
  if (cu !== 'INR') problems.push('cu must be INR');
  if (problems.length > 0) return { ok: false, problems };
  const [rupees = '0', paise = '0'] = am.split('.');
  return {
    ok: true,
    parameters,
    intent: {
      payeeAddress: pa,
      payeeName: pn,
      merchantCode: mc,
      reference: tr,
      note: tn,
      amountMinor: Number(rupees) * 100 + Number(paise),
    },
  };
}
