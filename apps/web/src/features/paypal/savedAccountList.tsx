import type { PaypalAsset } from '@paypage/contract/assets';
import { SavedAssetList } from '../../components/savedAssets/savedAssetList';
import { PaypalMark } from './paypalMark';
import { usePaypalT } from './paypalTexts';

/** The radio value of "add a new account" / "pay with another account". */
export const NEW_ACCOUNT = 'new-account';

interface SavedAccountListProps {
  accounts: readonly PaypalAsset[];
  selected: string;
  disabled: boolean;
  /** SPEC §9: 'add new', or 'pay with another account' when no agreement is made. */
  newAccountLabel: string;
  onSelect: (choice: string) => void;
  onDelete: (account: PaypalAsset) => void;
}

/** SPEC §2: the saved PayPal accounts, each selectable and deletable, and a new account. */
export function SavedAccountList({ accounts, newAccountLabel, ...choice }: SavedAccountListProps) {
  const t = usePaypalT();
  return (
    <SavedAssetList
      name="paypal-choice"
      idPrefix="saved-paypal"
      legend={t('paypal.savedAccounts.legend')}
      assets={accounts}
      view={(account) => ({
        name: account.payerEmail,
        details: [t('paypal.savedAccount.detail', { accountId: account.customerAccountId })],
        deleteLabel: t('paypal.savedAccount.delete', { account: account.payerEmail }),
        picture: <PaypalMark />,
      })}
      newChoice={{ value: NEW_ACCOUNT, label: newAccountLabel }}
      {...choice}
    />
  );
}
