import { lazyPage } from '../../lib/lazyPage';
import type { MethodModule } from '../../lib/paymentMethods/methodModule';
import { UpiPage } from './upiPage';

/**
 * UPI and UPI QR (SPEC §2): one page for both, /upi (a collect request to the payer's UPI ID)
 * and /upiqrcode (a QR code, waited for on the page itself), and /upi-transaction-created,
 * where a collect request waits for the payer's UPI app.
 */
export const upiMethod: MethodModule = {
  page: UpiPage,
  steps: {
    'upi-transaction-created': {
      page: lazyPage(() => import('./collectRequestPage').then((m) => m.CollectRequestPage)),
    },
  },
};
