import { useT } from '../i18n/translator';

export function Loading() {
  const t = useT();
  return (
    <p className="loading" role="status">
      {t('shell.loading')}
    </p>
  );
}
