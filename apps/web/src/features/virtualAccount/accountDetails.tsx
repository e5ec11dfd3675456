import type { Currency } from '@paypage/contract/money';
import { CopyValue } from '../../components/copyValue';
import { formatDateTime } from '../../lib/format/formatDate';
import { useFormat } from '../../lib/format/useFormat';
import { useUiLocale } from '../../lib/i18n/useUiLocale';
import type { Account } from './account';
import { bankNameIn } from './account';
import { useVirtualAccountT } from './virtualAccountTexts';

interface AccountDetailsProps {
  account: Account;
  amount: number;
  currency: Currency;
}

/**
 * SPEC §2's virtual account details, each with a copy button for the shopper's banking app:
 * bank name, beneficiary account number, beneficiary name and reference; then the exact amount
 * and the deadline.
 */
export function AccountDetails({ account, amount, currency }: AccountDetailsProps) {
  const t = useVirtualAccountT();
  const format = useFormat();
  const { language, tag } = useUiLocale();
  return (
    <dl className="virtual-account__details">
      <CopyValue
        label={t('virtualAccount.details.bankName')}
        value={bankNameIn(language, account)}
      />
      <CopyValue label={t('virtualAccount.details.accountNumber')} value={account.accountNumber} />
      <CopyValue label={t('virtualAccount.details.beneficiary')} value={account.beneficiaryName} />
      <CopyValue label={t('virtualAccount.details.reference')} value={account.reference} />
      <div className="virtual-account__fact">
        <dt>{t('virtualAccount.details.amount')}</dt>
        <dd>{format.amount(amount, currency)}</dd>
      </div>
      <div className="virtual-account__fact">
        <dt>{t('virtualAccount.details.deadline')}</dt>
        <dd>
          <time dateTime={account.dueDate}>{formatDateTime(account.dueDate, tag)}</time>
        </dd>
      </div>
    </dl>
  );
}
