import type { MethodModule } from '../../lib/paymentMethods/methodModule';
import { KcpPage } from './kcpPage';
import { lazyPage } from '../../lib/lazyPage';

/**
 * KCP (SPEC §2): its page at /kcp and /kcpDirect (newKcpHppRoute), and the page KCP's window
 * returns to. docs/decisions/0020.
 */
export const kcpMethod: MethodModule = {
  page: KcpPage,
  steps: {
    'kcp-transaction-created': {
      page: lazyPage(() =>
        import('./kcpTransactionCreatedPage').then((m) => m.KcpTransactionCreatedPage),
      ),
    },
  },
};
