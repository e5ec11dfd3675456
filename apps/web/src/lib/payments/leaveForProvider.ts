import { leavePage } from '../browser/leavePage';
import { removeSavedPayment } from '../storage/savedPayments';

/**
 * The browser leaves for the provider's page (a bank, a wallet, a checkout): the payment is no
 * longer this tab's to make, so the link leaves the locally saved payments (SPEC §4), and the
 * second-tab guard lets the provider's return open the link again.
 */
export function leaveForProvider(uuid: string, url: string): void {
  removeSavedPayment(uuid);
  leavePage(url);
}
