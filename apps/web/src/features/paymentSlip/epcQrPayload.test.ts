import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  QRCodeReader,
  ResultMetadataType,
  RGBLuminanceSource,
} from '@zxing/library';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { EPC_LIMITS, epcAmount, epcQrPayload, type CreditTransfer } from './epcQrPayload';

const TRANSFER: CreditTransfer = {
  beneficiaryName: 'Demo Shop GmbH',
  iban: 'DE73 9996 0000 0123 4567 89',
  amountMinor: 4990,
  creditorReference: 'RF18 5390 0754 7034',
};

/** Draws the code as the page does (uqr, error correction M) and reads it with ZXing. */
function scan(payload: string) {
  const scale = 4;
  const qr = encode(payload, { ecc: 'M', border: 4 });
  const size = qr.size * scale;
  const pixels = new Uint8ClampedArray(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      pixels[y * size + x] = qr.data[Math.floor(y / scale)]?.[Math.floor(x / scale)] ? 0 : 255;
    }
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, size, size)));
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.QR_CODE]],
    [DecodeHintType.CHARACTER_SET, 'UTF-8'],
  ]);
  const result = new QRCodeReader().decode(bitmap, hints);
  return {
    text: result.getText(),
    ecc: result.getResultMetadata().get(ResultMetadataType.ERROR_CORRECTION_LEVEL),
    version: qr.version,
  };
}

describe('the EPC069-12 payload (version 002, "GiroCode")', () => {
  it('has the service tag, version, UTF-8, SCT, then BIC, name, IBAN, amount, purpose and reference', () => {
    expect(epcQrPayload(TRANSFER).split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      '',
      'Demo Shop GmbH',
      'DE73999600000123456789',
      'EUR49.90',
      '',
      'RF18539007547034',
    ]);
  });

  it('ends with the last element present: no line feed, no unstructured remittance', () => {
    const payload = epcQrPayload(TRANSFER);
    expect(payload.endsWith('RF18539007547034')).toBe(true);
    expect(payload.split('\n')).toHaveLength(10);
  });

  it('takes a BIC when there is one', () => {
    expect(epcQrPayload({ ...TRANSFER, bic: 'SBXBDEFF' }).split('\n')[4]).toBe('SBXBDEFF');
    expect(() => epcQrPayload({ ...TRANSFER, bic: 'NOPE' })).toThrow(/BIC/);
  });

  it.each([
    [1, 'EUR0.01'],
    [4990, 'EUR49.90'],
    [100, 'EUR1.00'],
    [99_999_999_999, 'EUR999999999.99'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(epcAmount(cents)).toBe(text);
    expect(text.length).toBeLessThanOrEqual(15);
  });

  it('refuses amounts EPC069-12 does not carry', () => {
    expect(() => epcAmount(0)).toThrow();
    expect(() => epcAmount(100_000_000_000)).toThrow();
    expect(() => epcAmount(12.5)).toThrow();
  });

  it('holds the name to 70 characters on one line, the IBAN and reference to their checks', () => {
    const longest = { ...TRANSFER, beneficiaryName: 'Ä'.repeat(EPC_LIMITS.beneficiaryName) };
    expect(epcQrPayload(longest)).toContain('Ä'.repeat(70));
    expect(() => epcQrPayload({ ...TRANSFER, beneficiaryName: 'Ä'.repeat(71) })).toThrow(/name/);
    expect(() => epcQrPayload({ ...TRANSFER, beneficiaryName: 'Shop\nLtd' })).toThrow(/name/);
    expect(() => epcQrPayload({ ...TRANSFER, beneficiaryName: ' ' })).toThrow(/name/);
    expect(() => epcQrPayload({ ...TRANSFER, iban: 'DE74999600000123456789' })).toThrow(/IBAN/);
    expect(() => epcQrPayload({ ...TRANSFER, creditorReference: 'RF19539007547034' })).toThrow(
      /reference/,
    );
  });

  it('stays within 331 bytes, multi-byte names included', () => {
    const payload = epcQrPayload({ ...TRANSFER, beneficiaryName: '株'.repeat(70) });
    expect(new TextEncoder().encode(payload).length).toBeLessThanOrEqual(EPC_LIMITS.payloadBytes);
  });

  it('reads back from the drawn QR code, with error correction M and at most version 13', () => {
    for (const name of ['Demo Shop GmbH', 'Zahnarztpraxis Dr. Müller & Söhne', 'Иван Петров ООД']) {
      const payload = epcQrPayload({ ...TRANSFER, beneficiaryName: name });
      const scanned = scan(payload);
      expect(scanned.text).toBe(payload);
      expect(scanned.ecc).toBe('M');
      expect(scanned.version).toBeLessThanOrEqual(13);
    }
  });
});
