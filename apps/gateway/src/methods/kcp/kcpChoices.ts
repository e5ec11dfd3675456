import { randomInt } from 'node:crypto';
import type { KcpPayType } from '@paypage/contract/methods/kcp';
import { koreanBankOf } from '@paypage/contract/methods/koreanBanks';
import type { KoreanBank } from '@paypage/contract/methods/koreanBanks';
import type { MethodDetails } from '@paypage/contract/methodDetails';

/** A name as a Korean and as anyone else reads it (proper names: no other translation). */
export interface BilingualName {
  korean: string;
  english: string;
}

export const nameIn = (language: string, name: BilingualName): string =>
  language === 'ko' ? name.korean : name.english;

/** The Korean card companies of the sandbox's payment window (the sandbox's own ids). */
export const KCP_CARD_ISSUERS: readonly (BilingualName & { id: string })[] = [
  { id: 'BC', korean: 'BC카드', english: 'BC Card' },
  { id: 'KB', korean: 'KB국민카드', english: 'KB Kookmin Card' },
  { id: 'SAMSUNG', korean: '삼성카드', english: 'Samsung Card' },
  { id: 'SHINHAN', korean: '신한카드', english: 'Shinhan Card' },
  { id: 'HYUNDAI', korean: '현대카드', english: 'Hyundai Card' },
  { id: 'LOTTE', korean: '롯데카드', english: 'Lotte Card' },
  { id: 'HANA', korean: '하나카드', english: 'Hana Card' },
  { id: 'WOORI', korean: '우리카드', english: 'Woori Card' },
  { id: 'NH', korean: 'NH농협카드', english: 'NH NongHyup Card' },
];

/** Korean card payments may be split into monthly instalments (할부) from 50,000 won on. */
export const INSTALMENTS_FROM_KRW = 50_000;
/** 0 is a single payment (일시불). */
export const INSTALMENT_MONTHS = [0, 2, 3, 6, 10, 12] as const;

export const instalmentsAllowed = (amount: number, currency: string): boolean =>
  currency === 'KRW' && amount >= INSTALMENTS_FROM_KRW;

/** What the shopper picked in the window: a card company, or a bank to transfer from. */
export type KcpChoice =
  | { payType: Extract<KcpPayType, 'CARD'>; issuer: (typeof KCP_CARD_ISSUERS)[number] }
  | { payType: Extract<KcpPayType, 'BANK_TRANSFER'>; bank: KoreanBank };

export const cardChoiceValue = (id: string) => `card:${id}`;
export const bankChoiceValue = (code: string) => `bank:${code}`;

/** The form value of a choice (card:SHINHAN, bank:088) back to the choice, if it is one. */
export function choiceOf(value: string | undefined): KcpChoice | undefined {
  const [kind, id = ''] = (value ?? '').split(':', 2);
  if (kind === 'card') {
    const issuer = KCP_CARD_ISSUERS.find((card) => card.id === id);
    return issuer && { payType: 'CARD', issuer };
  }
  if (kind === 'bank') {
    const bank = koreanBankOf(id);
    return bank && { payType: 'BANK_TRANSFER', bank };
  }
  return undefined;
}

const digits = (count: number): string =>
  Array.from({ length: count }, () => randomInt(10)).join('');

/**
 * What an approved payment tells the merchant: how it was paid, and KCP's numbers for it (its
 * 14-digit transaction number, a card's 8-digit approval number).
 */
export function approvedDetails(choice: KcpChoice, instalmentMonths: number): MethodDetails {
  const kcpTransactionNumber = digits(14);
  if (choice.payType === 'BANK_TRANSFER') {
    return {
      payType: 'BANK_TRANSFER',
      bankCode: choice.bank.code,
      bankName: choice.bank.korean,
      kcpTransactionNumber,
    };
  }
  return {
    payType: 'CARD',
    cardIssuer: choice.issuer.id,
    cardIssuerName: choice.issuer.korean,
    instalmentMonths,
    approvalNumber: digits(8),
    kcpTransactionNumber,
  };
}
