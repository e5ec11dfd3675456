import type { MethodDetails } from '@paypage/contract/methodDetails';
import { koreanBankOf } from '@paypage/contract/methods/koreanBanks';

/** What the page shows of a virtual account (SPEC §2), from the service's answer or details. */
export interface Account {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  beneficiaryName: string;
  reference: string;
  dueDate: string;
}

const FIELDS = [
  'bankCode',
  'bankName',
  'accountNumber',
  'beneficiaryName',
  'reference',
  'dueDate',
] as const;

/** The account in a payment's details (after a reload), if they hold one. */
export function accountOf(details: MethodDetails | undefined): Account | undefined {
  if (!details) return undefined;
  const values = FIELDS.map((field) => details[field]);
  if (!values.every((value): value is string => typeof value === 'string')) return undefined;
  const [bankCode, bankName, accountNumber, beneficiaryName, reference, dueDate] = values;
  return { bankCode, bankName, accountNumber, beneficiaryName, reference, dueDate } as Account;
}

/**
 * A bank's name as the shopper reads it: in Korean on a Korean page, else the bank's own
 * English name; a bank the page does not know by its code, as the provider named it.
 */
export function bankNameIn(language: string, account: Pick<Account, 'bankCode' | 'bankName'>) {
  const bank = koreanBankOf(account.bankCode);
  if (!bank) return account.bankName;
  return language === 'ko' ? bank.korean : bank.english;
}
