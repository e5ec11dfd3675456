import { useBankRedirectT } from './bankRedirectTexts';

/** Says the browser is on its way to the bank, while it loads the bank's page. */
export function LeavingStatus({ leaving }: { leaving: boolean }) {
  const t = useBankRedirectT();
  return (
    <p className="bank-redirect__leaving" role="status">
      {leaving ? t('bankRedirect.leaving') : ''}
    </p>
  );
}
