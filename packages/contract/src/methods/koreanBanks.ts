/**
 * Korean banks the sandbox plays (bank transfer in KCP's window, the bank of a virtual
 * account), by their three-digit bank code of the Korea Financial Telecommunications &
 * Clearings Institute (KFTC), with the name Koreans know them by and the bank's own English
 * name. TypeBox-free: the page reads it at run time.
 */
export interface KoreanBank {
  code: string;
  korean: string;
  english: string;
}

export const KOREAN_BANKS: readonly KoreanBank[] = [
  { code: '004', korean: 'KB국민은행', english: 'KB Kookmin Bank' },
  { code: '088', korean: '신한은행', english: 'Shinhan Bank' },
  { code: '020', korean: '우리은행', english: 'Woori Bank' },
  { code: '081', korean: '하나은행', english: 'Hana Bank' },
  { code: '011', korean: 'NH농협은행', english: 'NH NongHyup Bank' },
  { code: '003', korean: 'IBK기업은행', english: 'IBK Industrial Bank of Korea' },
  { code: '090', korean: '카카오뱅크', english: 'KakaoBank' },
  { code: '092', korean: '토스뱅크', english: 'Toss Bank' },
];

export function koreanBankOf(code: string): KoreanBank | undefined {
  return KOREAN_BANKS.find((bank) => bank.code === code);
}
