/**
 * The banks a shopper can pay from by netbanking, by the four letters their IFSC codes start
 * with (the Reserve Bank of India's bank codes, which Indian payment providers name banks by).
 * Names are the banks' own and stay as they are in every language. TypeBox-free: the page
 * lists them, the service and the gateway check a choice against them.
 */
export const NETBANKING_BANKS = [
  { code: 'SBIN', name: 'State Bank of India' },
  { code: 'HDFC', name: 'HDFC Bank' },
  { code: 'ICIC', name: 'ICICI Bank' },
  { code: 'UTIB', name: 'Axis Bank' },
  { code: 'KKBK', name: 'Kotak Mahindra Bank' },
  { code: 'PUNB', name: 'Punjab National Bank' },
  { code: 'BARB', name: 'Bank of Baroda' },
  { code: 'CNRB', name: 'Canara Bank' },
  { code: 'UBIN', name: 'Union Bank of India' },
  { code: 'IDFB', name: 'IDFC FIRST Bank' },
  { code: 'YESB', name: 'Yes Bank' },
  { code: 'INDB', name: 'IndusInd Bank' },
  { code: 'FDRL', name: 'Federal Bank' },
  { code: 'BKID', name: 'Bank of India' },
] as const;

export type NetbankingBankCode = (typeof NETBANKING_BANKS)[number]['code'];
export const NETBANKING_BANK_CODES = NETBANKING_BANKS.map((bank) => bank.code);

export function bankNameOf(code: string): string | undefined {
  return NETBANKING_BANKS.find((bank) => bank.code === code)?.name;
}
