import { useLocation } from 'react-router';
import type { BankOrWalletSegment } from './netbankingApi';

/** Which of the two the page serves, from its address: /netbanking… or /phonepe…. */
export function useProvider(): { segment: BankOrWalletSegment; method: 'NETBANKING' | 'PHONEPE' } {
  const { pathname } = useLocation();
  return /\/phonepe(-transaction-created)?\/?$/.test(pathname)
    ? { segment: 'phonepe', method: 'PHONEPE' }
    : { segment: 'netbanking', method: 'NETBANKING' };
}
