import type { MethodModule } from '../../lib/paymentMethods/methodModule';
import { VirtualAccountPage } from './virtualAccountPage';

/** The Korean virtual account (SPEC §2): one page, from the account to the deposit. */
export const virtualAccountMethod: MethodModule = { page: VirtualAccountPage };
