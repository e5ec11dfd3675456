import type { CardAsset } from '@paypage/contract/assets';
import { SavedAssetList } from '../../components/savedAssets/savedAssetList';
import { useFormat } from '../../lib/format/useFormat';
import { brandIconPath, brandNameOf } from './cardBrands';
import { useCardT } from './cardTexts';
import type { GatewayAddress } from './useGateway';

/** The radio value of "add a new card". */
export const NEW_CARD = 'new-card';

interface SavedCardListProps {
  cards: readonly CardAsset[];
  gateway: GatewayAddress;
  selected: string;
  disabled: boolean;
  onSelect: (choice: string) => void;
  onDelete: (card: CardAsset) => void;
}

/**
 * SPEC §2: the saved cards, each selectable and deletable, and "add a new card". An expired card
 * stays listed (so it can be deleted) but cannot be chosen.
 */
export function SavedCardList({ cards, gateway, ...choice }: SavedCardListProps) {
  const t = useCardT();
  const format = useFormat();
  return (
    <SavedAssetList
      name="card-choice"
      idPrefix="saved-card"
      legend={t('card.savedCards.legend')}
      assets={cards}
      view={(card) => {
        const name = t('card.savedCard.label', {
          brand: brandNameOf(card.brand) ?? t('card.brand.unknown'),
          lastDigits: card.lastDigits,
        });
        return {
          name,
          details: [
            card.expired
              ? t('card.savedCard.expired')
              : t('card.savedCard.expires', {
                  expiry: format.monthYear(card.expiryMonth, card.expiryYear),
                }),
          ],
          deleteLabel: t('card.savedCard.delete', { card: name }),
          unavailable: card.expired,
          picture: (
            <img
              className="saved-cards__brand"
              src={gateway.url(brandIconPath(card.brand))}
              alt=""
              width="32"
              height="20"
            />
          ),
        };
      }}
      newChoice={{ value: NEW_CARD, label: t('card.addNew') }}
      {...choice}
    />
  );
}
