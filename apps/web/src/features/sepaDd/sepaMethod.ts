import type { MethodModule } from '../../lib/paymentMethods/methodModule';
import { SepaPage } from './sepaPage';

/** SEPA Direct Debit (SPEC §2): one page; a debit pending at the bank is already a success. */
export const sepaMethod: MethodModule = { page: SepaPage };
