import './savedAssetList.css';
import type { ReactNode } from 'react';

/** One saved asset as its method's list shows it. */
export interface SavedAssetView {
  /** The first line: what names the asset to the shopper (a card, an account holder, an email). */
  name: string;
  /** The smaller lines under it. */
  details: readonly string[];
  /** The delete button's accessible name. */
  deleteLabel: string;
  /** Listed, so it can be deleted, but not to be chosen (an expired card). */
  unavailable?: boolean;
  /** Shown before the text (a card's brand). */
  picture?: ReactNode;
}

interface SavedAssetListProps<Asset extends { id: string }> {
  /** The radio group's name. */
  name: string;
  /** Each option's id is `${idPrefix}-${asset id}`; the new choice's is `${idPrefix}-new`. */
  idPrefix: string;
  legend: string;
  assets: readonly Asset[];
  /** What the option shows of an asset. */
  view: (asset: Asset) => SavedAssetView;
  /** The last choice: a new card, mandate or account. */
  newChoice: { value: string; label: string };
  selected: string;
  disabled: boolean;
  onSelect: (choice: string) => void;
  onDelete: (asset: Asset) => void;
}

/**
 * SPEC §2: a method's saved assets (cards, SEPA mandates, PayPal accounts), each selectable and
 * deletable, and a new one last. The methods say what each asset shows; the list, its keyboard
 * behaviour and its look are the same for all.
 */
export function SavedAssetList<Asset extends { id: string }>({
  name,
  idPrefix,
  legend,
  assets,
  view,
  newChoice,
  selected,
  disabled,
  onSelect,
  onDelete,
}: SavedAssetListProps<Asset>) {
  return (
    <fieldset className="choice-group" disabled={disabled}>
      <legend className="choice-group__legend">{legend}</legend>
      {assets.map((asset) => {
        const id = `${idPrefix}-${asset.id}`;
        const option = view(asset);
        return (
          <div key={asset.id} className="saved-assets__row">
            <label className="choice saved-assets__option" htmlFor={id}>
              <input
                id={id}
                type="radio"
                name={name}
                value={asset.id}
                checked={selected === asset.id}
                disabled={option.unavailable}
                onChange={() => onSelect(asset.id)}
              />
              {option.picture}
              <span className="saved-assets__text">
                <span className="saved-assets__name">{option.name}</span>
                {option.details.map((detail, index) => (
                  // A fixed list per asset, never reordered.
                  <span key={index} className="saved-assets__detail">
                    {detail}
                  </span>
                ))}
              </span>
            </label>
            <button
              type="button"
              className="saved-assets__delete"
              aria-label={option.deleteLabel}
              onClick={() => onDelete(asset)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />
              </svg>
            </button>
          </div>
        );
      })}
      <label className="choice" htmlFor={`${idPrefix}-new`}>
        <input
          id={`${idPrefix}-new`}
          type="radio"
          name={name}
          value={newChoice.value}
          checked={selected === newChoice.value}
          onChange={() => onSelect(newChoice.value)}
        />
        <span className="saved-assets__name">{newChoice.label}</span>
      </label>
    </fieldset>
  );
}
