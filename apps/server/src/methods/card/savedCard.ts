import type { SavedAssetKind } from '../../assets/savedAssetKind';
import { isCardExpired, type NewSavedAsset } from '../../assets/savedAsset';

type SavedCard = Extract<NewSavedAsset, { type: 'CARD' }>;

/**
 * A saved card: a new card that paid on a link with a consumer, unless it has run out or the
 * consumer has it already (the same brand, last digits and expiry).
 */
export const savedCard: SavedAssetKind<SavedCard> = {
  type: 'CARD',
  list: 'card',
  pathType: 'card',
  shown(id, details, now) {
    const { gatewayCardToken: _token, ...card } = details;
    const expired = isCardExpired(card.expiryMonth, card.expiryYear, now);
    return { ...card, id, type: 'CARD', expired };
  },
  fromPayment({ card }, now) {
    if (!card || isCardExpired(card.expiryMonth, card.expiryYear, now)) return undefined;
    return {
      type: 'CARD',
      details: {
        holder: card.holder,
        firstDigits: card.firstDigits,
        lastDigits: card.lastDigits,
        brand: card.brand,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        qualified: card.authenticationStatus !== 'NoAuth',
        issuingCountryCode: card.issuingCountryCode,
        authenticationStatus: card.authenticationStatus,
        gatewayCardToken: card.token,
      },
    };
  },
  isSaved(saved, { details: card }) {
    return saved.card.some(
      (c) =>
        c.brand === card.brand &&
        c.lastDigits === card.lastDigits &&
        c.expiryMonth === card.expiryMonth &&
        c.expiryYear === card.expiryYear,
    );
  },
};
