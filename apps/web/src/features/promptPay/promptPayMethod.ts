import type { MethodModule } from '../../lib/paymentMethods/methodModule';
import { PromptPayPage } from './promptPayPage';

/** PromptPay QR (SPEC §2): /promptpayqr shows the Thai QR code and waits for it on the page. */
export const promptPayMethod: MethodModule = { page: PromptPayPage };
