import { describe, expect, it } from 'vitest';
import {
  bahtOf,
  buildThaiQr,
  crc16,
  parseThaiQr,
  PROMPTPAY_BILL_PAYMENT_AID,
  readTlv,
} from './thaiQr';
import { isUpiId } from './upiId';
import { buildUpiIntent, parseUpiIntent, rupeesOf } from './upiIntent';

const THAI = {
  billerId: '010555612345601',
  reference1: 'GP7QX2M9KD4',
  merchantName: 'Demo Shop',
  merchantCity: 'Bangkok',
  merchantCategoryCode: '5999',
  amountMinor: 4990,
};

describe('UPI IDs (NPCI: name@handle, no spaces)', () => {
  it.each(['ana.sharma@okhdfcbank', 'success@upi', '9876543210@ybl', 'a_b-c.d@paytm'])(
    'accepts %s',
    (id) => expect(isUpiId(id)).toBe(true),
  );
  it.each(['', 'ana sharma@upi', 'ana@', '@upi', 'ana@@upi', 'ana@up i', 'a@upi', 'ana@9bank'])(
    'refuses %j',
    (id) => expect(isUpiId(id)).toBe(false),
  );
});

describe('upi://pay intents (NPCI UPI Linking Specification)', () => {
  const intent = {
    payeeAddress: 'demoshop@sandboxpsp',
    payeeName: 'Demo Shop & Co',
    merchantCode: '5999',
    reference: 'GP7QX2M9KD4',
    note: 'Order 1001',
    amountMinor: 123456,
  };

  it('writes pa, pn, mc, tr, tn, am and cu=INR, percent-encoded', () => {
    expect(buildUpiIntent(intent)).toBe(
      'upi://pay?pa=demoshop%40sandboxpsp&pn=Demo%20Shop%20%26%20Co&mc=5999&tr=GP7QX2M9KD4&tn=Order%201001&am=1234.56&cu=INR',
    );
  });

  it('reads back what it wrote', () => {
    const parsed = parseUpiIntent(buildUpiIntent(intent));
    expect(parsed).toMatchObject({ ok: true, intent });
  });

  it('writes rupees with two decimals', () => {
    expect([rupeesOf(0), rupeesOf(5), rupeesOf(4990), rupeesOf(100000)]).toEqual([
      '0.00',
      '0.05',
      '49.90',
      '1000.00',
    ]);
  });

  it.each([
    ['upi://collect?pa=a@b', 'not a upi://pay intent'],
    ['upi://pay?pa=no-handle&pn=X&mc=5999&tr=R1&am=1.00&cu=INR', 'pa must be a UPI ID'],
    ['upi://pay?pa=ab@psp&pn=X&mc=5999&tr=R1&am=1.00&cu=USD', 'cu must be INR'],
    ['upi://pay?pa=ab@psp&pn=X&mc=5999&tr=R1&am=1.5&cu=INR', 'am must be rupees'],
    ['upi://pay?pa=ab@psp&pn=X&mc=59&tr=R1&am=1.50&cu=INR', 'mc must be'],
    ['upi://pay?pa=ab@psp&mc=5999&tr=R1&am=1.50&cu=INR', 'pn (payee name)'],
    ['upi://pay?pa=ab@psp&pn=X&mc=5999&am=1.50&cu=INR', 'tr must be'],
  ])('refuses %s', (text, problem) => {
    const parsed = parseUpiIntent(text);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? [] : parsed.problems.join('; ')).toContain(problem);
  });
});

describe('Thai QR Payment (EMVCo merchant-presented, PromptPay bill payment)', () => {
  it('computes CRC-16/CCITT-FALSE (check value 29B1 for "123456789")', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('writes the fields in order, tag 30 with the bill payment AID, and a matching CRC', () => {
    const payload = buildThaiQr(THAI);
    const fields = readTlv(payload);
    expect(fields?.map((f) => f.id)).toEqual([
      '00', '01', '30', '52', '53', '54', '58', '59', '60', '62', '63',
    ]); // prettier-ignore
    expect(fields?.find((f) => f.id === '01')?.value).toBe('12');
    expect(readTlv(fields?.find((f) => f.id === '30')?.value ?? '')).toEqual([
      { id: '00', value: PROMPTPAY_BILL_PAYMENT_AID },
      { id: '01', value: THAI.billerId },
      { id: '02', value: THAI.reference1 },
    ]);
    expect(fields?.find((f) => f.id === '54')?.value).toBe('49.90');
    expect(fields?.find((f) => f.id === '53')?.value).toBe('764');
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4));
  });

  it('reads back what it wrote, amount included', () => {
    expect(parseThaiQr(buildThaiQr(THAI))).toMatchObject({ ok: true, amountMinor: 4990 });
  });

  it('keeps the merchant name to EMVCo’s characters and 25 of them', () => {
    const payload = buildThaiQr({
      ...THAI,
      merchantName: 'ร้านค้า Café Ümlaut and a very long name',
    });
    const name = readTlv(payload)?.find((f) => f.id === '59')?.value;
    expect(name).toBe('Cafe Umlaut and a very lo');
  });

  it('refuses a payload whose CRC or lengths are wrong', () => {
    const payload = buildThaiQr(THAI);
    const tampered = payload.replace('49.90', '94.90');
    expect(parseThaiQr(tampered)).toMatchObject({
      ok: false,
      problems: ['the CRC does not match'],
    });
    expect(parseThaiQr(payload.slice(0, -1))).toMatchObject({ ok: false });
  });

  it('reads a personal PromptPay transfer (tag 29) too', () => {
    const body =
      '000201010211' +
      '2937' +
      '0016A000000677010111' +
      '01130066812345678' +
      '5303764' +
      '5802TH' +
      '6304';
    expect(parseThaiQr(body + crc16(body))).toMatchObject({ ok: true, amountMinor: undefined });
  });

  it('writes baht with two decimals', () => {
    expect([bahtOf(0), bahtOf(7), bahtOf(150000)]).toEqual(['0.00', '0.07', '1500.00']);
  });
});
