import type { SepaAsset } from '@paypage/contract/assets';
import { SavedAssetList } from '../../components/savedAssets/savedAssetList';
import { SepaMark } from './sepaMark';
import { useSepaT } from './sepaTexts';

/** The radio value of "add a new mandate". */
export const NEW_MANDATE = 'new-mandate';

/** SPEC §3: only the last four characters of a saved IBAN are ever shown. */
const lastDigitsOf = (mandate: SepaAsset) => mandate.iban.slice(-4);

interface SavedMandateListProps {
  mandates: readonly SepaAsset[];
  selected: string;
  disabled: boolean;
  onSelect: (choice: string) => void;
  onDelete: (mandate: SepaAsset) => void;
}

/** SPEC §2: the saved mandates, each selectable and deletable, and "add a new mandate". */
export function SavedMandateList({ mandates, ...choice }: SavedMandateListProps) {
  const t = useSepaT();
  return (
    <SavedAssetList
      name="mandate-choice"
      idPrefix="saved-mandate"
      legend={t('sepa.savedMandates.legend')}
      assets={mandates}
      view={(mandate) => {
        const lastDigits = lastDigitsOf(mandate);
        return {
          name: mandate.accountHolder,
          details: [
            t('sepa.savedMandate.iban', { lastDigits }),
            t('sepa.savedMandate.reference', { reference: mandate.sepaMandateReference }),
          ],
          deleteLabel: t('sepa.savedMandate.delete', { lastDigits }),
          picture: <SepaMark />,
        };
      }}
      newChoice={{ value: NEW_MANDATE, label: t('sepa.addNew') }}
      {...choice}
    />
  );
}
