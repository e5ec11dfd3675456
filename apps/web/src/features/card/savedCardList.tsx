import type { CardAsset } from '@paypage/contract/assets';
import { useCardT } from './cardTexts';
import { useFormat } from '../../lib/format/useFormat';
import { brandIconPath, brandNameOf } from './cardBrands';
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
export function SavedCardList({
  cards,
  gateway,
  selected,
  disabled,
  onSelect,
  onDelete,
}: SavedCardListProps) {
  const t = useCardT();
  const format = useFormat();
  const nameOf = (card: CardAsset) =>
    t('card.savedCard.label', {
      brand: brandNameOf(card.brand) ?? t('card.brand.unknown'),
      lastDigits: card.lastDigits,
    });
  return (
    <fieldset className="choice-group" disabled={disabled}>
      <legend className="choice-group__legend">{t('card.savedCards.legend')}</legend>
      {cards.map((card) => {
        const id = `saved-card-${card.id}`;
        const name = nameOf(card);
        return (
          <div key={card.id} className="saved-cards__row">
            <label className="choice saved-cards__option" htmlFor={id}>
              <input
                id={id}
                type="radio"
                name="card-choice"
                value={card.id}
                checked={selected === card.id}
                disabled={card.expired}
                onChange={() => onSelect(card.id)}
              />
              <img
                className="saved-cards__brand"
                src={gateway.url(brandIconPath(card.brand))}
                alt=""
                width="32"
                height="20"
              />
              <span className="saved-cards__text">
                <span className="saved-cards__name">{name}</span>
                <span className="saved-cards__detail">
                  {card.expired
                    ? t('card.savedCard.expired')
                    : t('card.savedCard.expires', {
                        expiry: format.monthYear(card.expiryMonth, card.expiryYear),
                      })}
                </span>
              </span>
            </label>
            <button
              type="button"
              className="saved-cards__delete"
              aria-label={t('card.savedCard.delete', { card: name })}
              onClick={() => onDelete(card)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />
              </svg>
            </button>
          </div>
        );
      })}
      <label className="choice" htmlFor="saved-card-new">
        <input
          id="saved-card-new"
          type="radio"
          name="card-choice"
          value={NEW_CARD}
          checked={selected === NEW_CARD}
          onChange={() => onSelect(NEW_CARD)}
        />
        <span className="saved-cards__name">{t('card.addNew')}</span>
      </label>
    </fieldset>
  );
}
