import { InfoPage } from '../../components/infoPage';
import { useBrowserLanguage } from '../../lib/i18n/useBrowserLanguage';
import { useT } from '../../lib/i18n/useT';

/** SPEC §2/§8: no usable uuid in the address, so say what a working link looks like. */
export function SessionNotFoundPage() {
  useBrowserLanguage();
  const t = useT();
  const linkShape = `${window.location.host}/uuid/{uuid}`;
  return (
    <InfoPage tone="info" title={t('sessionNotFound.title')}>
      <p>{t('sessionNotFound.text')}</p>
      <p>{t('sessionNotFound.hint', { linkShape })}</p>
    </InfoPage>
  );
}
