import { compact, isCreditorReference, isValidIban } from '@paypage/contract/iban';

/**
 * The EPC QR code of a SEPA credit transfer (EPC069-12 "Quick Response Code: Guidelines to
 * Enable Data Capture for the Initiation of a SEPA Credit Transfer", version 002, known as the
 * GiroCode): a banking app that scans it fills in the transfer. Version 002 makes the BIC
 * optional inside the EEA; the character set is UTF-8; the remittance is the structured
 * creditor reference, so the unstructured line stays empty. The QR code itself must be drawn
 * with error correction M.
 */

export interface CreditTransfer {
  beneficiaryName: string;
  iban: string;
  bic?: string;
  /** Euro cents: 1 to 99 999 999 999. */
  amountMinor: number;
  /** ISO 11649 structured creditor reference (RF…). */
  creditorReference: string;
}

/** EPC069-12's limits, in characters except the whole payload's, which is in bytes. */
export const EPC_LIMITS = {
  beneficiaryName: 70,
  iban: 34,
  structuredReference: 35,
  payloadBytes: 331,
} as const;

const SERVICE_TAG = 'BCD';
const VERSION = '002';
const UTF_8 = '1';
const SEPA_CREDIT_TRANSFER = 'SCT';

function fail(field: string, why: string): never {
  throw new Error(`EPC QR code: ${field} ${why}`);
}

/** "EUR" and the amount with a decimal point and two decimals: EUR49.90. */
export function epcAmount(amountMinor: number): string {
  if (!Number.isInteger(amountMinor) || amountMinor < 1 || amountMinor > 99_999_999_999) {
    fail('amount', 'must be 0.01 to 999999999.99 EUR');
  }
  return `EUR${Math.floor(amountMinor / 100)}.${String(amountMinor % 100).padStart(2, '0')}`;
}

/** The payload's twelve lines less the empty ones at the end, separated by line feeds. */
export function epcQrPayload(transfer: CreditTransfer): string {
  const name = transfer.beneficiaryName.trim();
  if (name === '' || [...name].length > EPC_LIMITS.beneficiaryName || /[\r\n]/.test(name)) {
    fail('beneficiary name', 'must be 1 to 70 characters on one line');
  }
  const iban = compact(transfer.iban);
  if (iban.length > EPC_LIMITS.iban || !isValidIban(iban)) fail('IBAN', 'is not valid');
  const bic = compact(transfer.bic ?? '');
  if (bic !== '' && !/^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bic)) fail('BIC', 'is not valid');
  const reference = compact(transfer.creditorReference);
  if (reference.length > EPC_LIMITS.structuredReference || !isCreditorReference(reference)) {
    fail('reference', 'is not a structured creditor reference');
  }
  const lines = [
    SERVICE_TAG,
    VERSION,
    UTF_8,
    SEPA_CREDIT_TRANSFER,
    bic,
    name,
    iban,
    epcAmount(transfer.amountMinor),
    '', // purpose
    reference,
    // The unstructured remittance and the note to the payer are left out: the last element
    // present ends the payload, without a line feed after it.
  ];
  const payload = lines.join('\n');
  if (new TextEncoder().encode(payload).length > EPC_LIMITS.payloadBytes) {
    fail('payload', `is longer than ${EPC_LIMITS.payloadBytes} bytes`);
  }
  return payload;
}
