import { lazy } from 'react';
import type { MethodModule } from '../../lib/paymentMethods/methodModule';
import { KcpPage } from './kcpPage';

/**
 * KCP (SPEC §2): its page at /kcp and /kcpDirect (newKcpHppRoute), and the page KCP's window
 * returns to. docs/decisions/0020.
 */
export const kcpMethod: MethodModule = {
  page: KcpPage,
  steps: {
    'kcp-transaction-created': {
      page: lazy(() =>
        import('./kcpTransactionCreatedPage').then((m) => ({
          default: m.KcpTransactionCreatedPage,
        })),
      ),
    },
  },
};
