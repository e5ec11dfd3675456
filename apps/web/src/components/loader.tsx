import { useT } from '../lib/i18n/useT';

/** Shown while the link loads; screen readers hear "Loading" once, not a spinning picture. */
export function Loader() {
  const t = useT();
  return (
    <div className="loader" role="status" aria-busy="true" aria-label={t('loader.label')}>
      <span className="loader__spinner" aria-hidden="true" />
    </div>
  );
}
