import type { SepaAsset } from '@paypage/contract/assets';
import { useSepaT } from './sepaTexts';

/** The radio value of "add a new mandate". */
export const NEW_MANDATE = 'new-mandate';

/** SPEC §3: only the last four characters of a saved IBAN are ever shown. */
export const lastDigitsOf = (mandate: SepaAsset) => mandate.iban.slice(-4);

interface SavedMandateListProps {
  mandates: readonly SepaAsset[];
  selected: string;
  disabled: boolean;
  onSelect: (choice: string) => void;
  onDelete: (mandate: SepaAsset) => void;
}

/** SPEC §2: the saved mandates, each selectable and deletable, and "add a new mandate". */
export function SavedMandateList({
  mandates,
  selected,
  disabled,
  onSelect,
  onDelete,
}: SavedMandateListProps) {
  const t = useSepaT();
  return (
    <fieldset className="choice-group" disabled={disabled}>
      <legend className="choice-group__legend">{t('sepa.savedMandates.legend')}</legend>
      {mandates.map((mandate) => {
        const id = `saved-mandate-${mandate.id}`;
        const lastDigits = lastDigitsOf(mandate);
        return (
          <div key={mandate.id} className="sepa-mandates__row">
            <label className="choice sepa-mandates__option" htmlFor={id}>
              <input
                id={id}
                type="radio"
                name="mandate-choice"
                value={mandate.id}
                checked={selected === mandate.id}
                onChange={() => onSelect(mandate.id)}
              />
              <span className="sepa-mandates__text">
                <span className="sepa-mandates__name">{mandate.accountHolder}</span>
                <span className="sepa-mandates__detail">
                  {t('sepa.savedMandate.iban', { lastDigits })}
                </span>
                <span className="sepa-mandates__detail">
                  {t('sepa.savedMandate.reference', { reference: mandate.sepaMandateReference })}
                </span>
              </span>
            </label>
            <button
              type="button"
              className="sepa-mandates__delete"
              aria-label={t('sepa.savedMandate.delete', { lastDigits })}
              onClick={() => onDelete(mandate)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />
              </svg>
            </button>
          </div>
        );
      })}
      <label className="choice" htmlFor="saved-mandate-new">
        <input
          id="saved-mandate-new"
          type="radio"
          name="mandate-choice"
          value={NEW_MANDATE}
          checked={selected === NEW_MANDATE}
          onChange={() => onSelect(NEW_MANDATE)}
        />
        <span className="sepa-mandates__name">{t('sepa.addNew')}</span>
      </label>
    </fieldset>
  );
}
