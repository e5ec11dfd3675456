import type { PaypalAsset } from '@paypage/contract/assets';
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
export function SavedAccountList({
  accounts,
  selected,
  disabled,
  newAccountLabel,
  onSelect,
  onDelete,
}: SavedAccountListProps) {
  const t = usePaypalT();
  return (
    <fieldset className="choice-group" disabled={disabled}>
      <legend className="choice-group__legend">{t('paypal.savedAccounts.legend')}</legend>
      {accounts.map((account) => {
        const id = `saved-paypal-${account.id}`;
        return (
          <div key={account.id} className="paypal-accounts__row">
            <label className="choice paypal-accounts__option" htmlFor={id}>
              <input
                id={id}
                type="radio"
                name="paypal-choice"
                value={account.id}
                checked={selected === account.id}
                onChange={() => onSelect(account.id)}
              />
              <span className="paypal-accounts__text">
                <span className="paypal-accounts__email">{account.payerEmail}</span>
                <span className="paypal-accounts__detail">
                  {t('paypal.savedAccount.detail', { accountId: account.customerAccountId })}
                </span>
              </span>
            </label>
            <button
              type="button"
              className="paypal-accounts__delete"
              aria-label={t('paypal.savedAccount.delete', { account: account.payerEmail })}
              onClick={() => onDelete(account)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />
              </svg>
            </button>
          </div>
        );
      })}
      <label className="choice" htmlFor="saved-paypal-new">
        <input
          id="saved-paypal-new"
          type="radio"
          name="paypal-choice"
          value={NEW_ACCOUNT}
          checked={selected === NEW_ACCOUNT}
          onChange={() => onSelect(NEW_ACCOUNT)}
        />
        <span className="paypal-accounts__email">{newAccountLabel}</span>
      </label>
    </fieldset>
  );
}
