import { Link } from 'react-router';
import { InfoPage } from '../../components/infoPage';
import { useT } from '../../lib/i18n/useT';

/**
 * A method the link does not offer, or whose page is not built yet (docs/decisions/0006):
 * say so plainly and lead back to the list of methods.
 */
export function MethodUnavailable({ methodName, home }: { methodName: string; home: string }) {
  const t = useT();
  return (
    <InfoPage tone="info" title={t('method.unavailable.title')}>
      <p>{t('method.unavailable.text', { method: methodName })}</p>
      <Link className="button button--secondary" to={home}>
        {t('method.unavailable.back')}
      </Link>
    </InfoPage>
  );
}
