import type { MethodModule } from '../../lib/paymentMethods/methodModule';
import { PaymentSlipPage } from './paymentSlipPage';

/** The payment slip (SPEC §2): one page, the form and then the slip at the same address. */
export const paymentSlipMethod: MethodModule = { page: PaymentSlipPage };
