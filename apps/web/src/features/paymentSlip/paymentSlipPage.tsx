import './paymentSlip.css';
import { SLIP_TRANSACTION_PARAM } from '@paypage/contract/methods/paymentSlipConstants';
import { useSearchParams } from 'react-router';
import { SlipForm } from './slipForm';
import { lazyPage } from '../../lib/lazyPage';

// The slip itself (QR code, barcode, its details) loads once there is one: the form comes first.
const SlipView = lazyPage(() => import('./slipView').then((module) => module.SlipView));

/**
 * /uuid/{uuid}/payment-slip (SPEC §2): the form that issues the slip, then, at the same address
 * with the slip's transaction in the query, the slip until its transfer arrives.
 */
export function PaymentSlipPage() {
  const [query] = useSearchParams();
  const transactionId = query.get(SLIP_TRANSACTION_PARAM);
  return transactionId ? <SlipView transactionId={transactionId} /> : <SlipForm />;
}
