/**
 * Thai QR Payment as a merchant presents it: an EMVCo merchant-presented QR payload (EMV QRCPS
 * MPM), a row of ID–length–value fields, with the Bank of Thailand's PromptPay bill payment
 * template (ID 30, application ID A000000677010112: biller ID and references) and a CRC-16 at
 * the end. Dynamic (point of initiation 12): one code per payment, with its amount. The parser
 * also knows PromptPay credit transfer (ID 29, A000000677010111). TypeBox-free.
 */
export const PROMPTPAY_BILL_PAYMENT_AID = 'A000000677010112';
export const PROMPTPAY_CREDIT_TRANSFER_AID = 'A000000677010111';
/** ISO 4217 numeric code of the Thai baht. */
export const THB_NUMERIC = '764';

export interface ThaiQrPayment {
  /** 15 characters: the biller's 13-digit tax ID and a 2-digit suffix. */
  billerId: string;
  /** Reference 1: upper-case letters and digits, at most 20 (the payment's reference). */
  reference1: string;
  reference2?: string;
  merchantName: string;
  merchantCity: string;
  merchantCategoryCode: string;
  /** In satang (THB minor units). */
  amountMinor: number;
}

export interface TlvField {
  id: string;
  value: string;
}

/** CRC-16/CCITT-FALSE (polynomial 1021, initial FFFF), as EMVCo's ID 63 asks, in four hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`Field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** EMVCo's common character set: printable ASCII, trimmed to the field's length. */
function ascii(text: string, max: number): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();
  return plain.slice(0, max).trim();
}

/** Satang as the payload writes baht: 4990 → "49.90". */
export function bahtOf(amountMinor: number): string {
  return `${Math.floor(amountMinor / 100)}.${String(amountMinor % 100).padStart(2, '0')}`;
}

export function buildThaiQr(payment: ThaiQrPayment): string {
  const merchantAccount =
    field('00', PROMPTPAY_BILL_PAYMENT_AID) +
    field('01', payment.billerId) +
    field('02', payment.reference1) +
    (payment.reference2 ? field('03', payment.reference2) : '');
  const body =
    field('00', '01') +
    field('01', '12') +
    field('30', merchantAccount) +
    field('52', payment.merchantCategoryCode) +
    field('53', THB_NUMERIC) +
    field('54', bahtOf(payment.amountMinor)) +
    field('58', 'TH') +
    field('59', ascii(payment.merchantName, 25) || 'MERCHANT') +
    field('60', ascii(payment.merchantCity, 15) || 'BANGKOK') +
    field('62', field('05', payment.reference1));
  // The CRC covers everything before it, its own ID and length included.
  const withCrcHeader = `${body}6304`;
  return `${withCrcHeader}${crc16(withCrcHeader)}`;
}

/** A row of ID–length–value fields, or undefined if the lengths do not add up. */
export function readTlv(text: string): TlvField[] | undefined {
  const fields: TlvField[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^[0-9]{2}$/.test(id) || !/^[0-9]{2}$/.test(text.slice(at + 2, at + 4))) return undefined;
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) return undefined;
    fields.push({ id, value });
    at += 4 + length;
  }
  return fields;
}

export type ParsedThaiQr =
  | { ok: true; fields: TlvField[]; merchantAccount: TlvField[]; amountMinor: number | undefined }
  | { ok: false; problems: string[] };

const valueOf = (fields: readonly TlvField[], id: string) => fields.find((f) => f.id === id)?.value;

/** Reads a payload back and checks it against EMVCo MPM and Thai QR Payment's rules. */
export function parseThaiQr(text: string): ParsedThaiQr {
  const fields = readTlv(text);
  if (!fields) return { ok: false, problems: ['the fields’ lengths do not add up'] };
  const problems: string[] = [];
  if (fields[0]?.id !== '00' || fields[0].value !== '01') {
    problems.push('must start with payload format indicator 01');
  }
  const last = fields.at(-1);
  if (last?.id !== '63' || last.value.length !== 4) problems.push('must end with a CRC (ID 63)');
  else if (crc16(text.slice(0, -4)) !== last.value) problems.push('the CRC does not match');
  const initiation = valueOf(fields, '01');
  if (initiation !== '11' && initiation !== '12')
    problems.push('point of initiation must be 11 or 12');
  const template = fields.find((f) => f.id === '29' || f.id === '30');
  const merchantAccount = template ? (readTlv(template.value) ?? []) : [];
  const aid = valueOf(merchantAccount, '00');
  if (template?.id === '30') {
    if (aid !== PROMPTPAY_BILL_PAYMENT_AID) problems.push('ID 30 must carry the bill payment AID');
    if (!/^[0-9]{13}[0-9A-Z]{2}$/.test(valueOf(merchantAccount, '01') ?? '')) {
      problems.push('the biller ID must be 15 characters');
    }
    if (!/^[0-9A-Z]{1,20}$/.test(valueOf(merchantAccount, '02') ?? '')) {
      problems.push('reference 1 must be 1 to 20 upper-case letters and digits');
    }
  } else if (template?.id === '29') {
    if (aid !== PROMPTPAY_CREDIT_TRANSFER_AID) problems.push('ID 29 must carry the transfer AID');
    if (!merchantAccount.some((f) => ['01', '02', '03'].includes(f.id))) {
      problems.push('ID 29 must name a phone number, a tax ID or an e-wallet');
    }
  } else {
    problems.push('a PromptPay template (ID 29 or 30) is required');
  }
  if (valueOf(fields, '53') !== THB_NUMERIC) problems.push('the currency must be 764 (THB)');
  if (valueOf(fields, '58') !== 'TH') problems.push('the country must be TH');
  const amount = valueOf(fields, '54');
  if (amount !== undefined && !/^(0|[1-9][0-9]*)(\.[0-9]{1,2})?$/.test(amount)) {
    problems.push('the amount must be baht with at most two decimals');
  }
  if (initiation === '12' && amount === undefined) problems.push('a dynamic code needs an amount');
  const ids = fields.map((f) => f.id);
  if (ids.some((id, index) => index > 0 && id < (ids[index - 1] ?? ''))) {
    problems.push('fields must come in ascending ID order');
  }
  if (problems.length > 0) return { ok: false, problems };
  const [baht = '0', satang = ''] = (amount ?? '').split('.');
  return {
    ok: true,
    fields,
    merchantAccount,
    amountMinor:
      amount === undefined ? undefined : Number(baht) * 100 + Number(satang.padEnd(2, '0')),
  };
}
