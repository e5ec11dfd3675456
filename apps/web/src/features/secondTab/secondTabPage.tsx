import { InfoPage } from '../../components/infoPage';
import { useT } from '../../lib/i18n/useT';

/** SPEC §2/§8: the link is open in another tab; paying in two tabs at once must not happen. */
export function SecondTabPage() {
  const t = useT();
  return (
    <InfoPage tone="info" title={t('secondTab.title')}>
      <p>{t('secondTab.text')}</p>
    </InfoPage>
  );
}
