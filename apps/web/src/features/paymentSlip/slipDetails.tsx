import type { PaymentSlipResponse } from '@paypage/contract/methods/paymentSlip';
import { inGroupsOfFour } from '@paypage/contract/iban';
import type { ReactNode } from 'react';
import { CopyValue } from '../../components/copyValue';
import { usePaymentSlipT } from './paymentSlipTexts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="slip-details__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * What the transfer needs (SPEC §2: customer name and reference number among them), the IBAN and
 * the reference with a button to copy each, as a shopper types them into online banking.
 */
export function SlipDetails({
  slip,
  amount,
  dueDate,
}: {
  slip: PaymentSlipResponse;
  amount: string;
  dueDate: string;
}) {
  const t = usePaymentSlipT();
  return (
    <section className="slip-details" aria-labelledby="slip-details-title">
      <h2 id="slip-details-title" className="slip-details__title">
        {t('paymentSlip.slip.details')}
      </h2>
      <dl className="slip-details__list">
        <Fact label={t('paymentSlip.customerName.label')}>{slip.customerName}</Fact>
        <Fact label={t('paymentSlip.recipient')}>
          {slip.creditor.name}
          {slip.creditor.address ? (
            <span className="slip-details__address">{slip.creditor.address}</span>
          ) : null}
        </Fact>
        <CopyValue label={t('paymentSlip.iban')} value={inGroupsOfFour(slip.iban)} />
        {slip.bic ? <Fact label={t('paymentSlip.bic')}>{slip.bic}</Fact> : null}
        <Fact label={t('paymentSlip.amount')}>{amount}</Fact>
        <CopyValue
          label={t('paymentSlip.reference')}
          value={inGroupsOfFour(slip.creditorReference)}
        />
        <Fact label={t('paymentSlip.dueDate')}>{dueDate}</Fact>
      </dl>
    </section>
  );
}
