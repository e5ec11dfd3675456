import { useId, useRef } from 'react';
import { useT } from '../../i18n/translator';

/** As MAX_FRAME_ANCESTORS in the contract's merchantSettings (the service refuses more). */
const MAX_FRAME_ORIGINS = 20;

interface FrameOriginsFieldProps {
  origins: string[];
  /** The service's refusals: `frameAncestors` for the list, `frameAncestors.2` for one origin. */
  errors: Record<string, string>;
  onChange: (origins: string[]) => void;
}

/**
 * The shops' origins allowed to show the payment page in a frame: one field per origin, added and
 * removed with buttons. A removed origin's neighbour takes the focus, so the keyboard stays in
 * the list.
 */
export function FrameOriginsField({ origins, errors, onChange }: FrameOriginsFieldProps) {
  const t = useT();
  const hintId = useId();
  const list = useRef<HTMLUListElement>(null);
  const focusField = (index: number) =>
    requestAnimationFrame(() =>
      list.current?.querySelectorAll<HTMLInputElement>('input')[index]?.focus(),
    );

  return (
    <fieldset className="frame-origins">
      <legend>{t('settings.frameOrigins.legend')}</legend>
      <p id={hintId} className="field__hint">
        {t('settings.frameOrigins.hint')}
      </p>
      {errors.frameAncestors ? <p className="field__error">{errors.frameAncestors}</p> : null}
      {origins.length === 0 ? <p>{t('settings.frameOrigins.none')}</p> : null}
      <ul ref={list} className="frame-origins__list">
        {origins.map((origin, index) => {
          const error = errors[`frameAncestors.${index}`];
          const errorId = `${hintId}-${index}-error`;
          return (
            // The position is the origin's identity here: two rows may hold the same text.
            <li key={index} className="frame-origins__item">
              <label className="field">
                <span>{t('settings.frameOrigins.origin', { number: index + 1 })}</span>
                <input
                  type="url"
                  inputMode="url"
                  placeholder="https://shop.example"
                  value={origin}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${errorId} ${hintId}` : hintId}
                  onChange={(event) =>
                    onChange(origins.map((old, at) => (at === index ? event.target.value : old)))
                  }
                />
              </label>
              <button
                type="button"
                className="button button--danger"
                aria-label={t('settings.frameOrigins.remove', { origin: origin || index + 1 })}
                onClick={() => {
                  onChange(origins.filter((_, at) => at !== index));
                  focusField(Math.min(index, origins.length - 2));
                }}
              >
                {t('settings.frameOrigins.removeShort')}
              </button>
              {error ? (
                <span id={errorId} className="field__error">
                  {error}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {origins.length < MAX_FRAME_ORIGINS ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            onChange([...origins, '']);
            focusField(origins.length);
          }}
        >
          {t('settings.frameOrigins.add')}
        </button>
      ) : null}
    </fieldset>
  );
}
