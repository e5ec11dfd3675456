import type { SepaAsset } from '@paypage/contract/assets';
import { useState } from 'react';
import { useDialogs } from '../../components/dialogs/dialogManager';
import { deleteSavedAsset } from '../../lib/api/savedAssetsApi';
import { useReloadSavedAssets } from '../../lib/assets/savedAssetsContext';
import { useSepaT } from './sepaTexts';

/**
 * SPEC §4: deleting a saved mandate asks first, in the confirm dialog with the SEPA text and
 * what is about to go (holder, masked IBAN, mandate reference), then reloads the saved assets.
 * A failed delete says so (SPEC §8) and keeps the mandate.
 */
export function useDeleteMandate(linkUuid: string) {
  const t = useSepaT();
  const dialogs = useDialogs();
  const reloadAssets = useReloadSavedAssets();
  const [failed, setFailed] = useState(false);

  function ask(mandate: SepaAsset) {
    setFailed(false);
    dialogs.open('confirm', {
      title: t('sepa.delete.title'),
      text: t('sepa.delete.text'),
      confirmLabel: t('sepa.delete.confirm'),
      details: [
        { label: t('sepa.accountHolder.label'), value: mandate.accountHolder },
        { label: t('sepa.iban.label'), value: mandate.iban.replace(/\*/g, '•') },
        { label: t('sepa.delete.reference'), value: mandate.sepaMandateReference },
      ],
      onConfirm: async () => {
        try {
          await deleteSavedAsset(linkUuid, mandate.id, 'SEPA_DD');
          await reloadAssets();
        } catch (error) {
          console.error(error);
          setFailed(true);
        }
      },
    });
  }

  return { ask, failed };
}
