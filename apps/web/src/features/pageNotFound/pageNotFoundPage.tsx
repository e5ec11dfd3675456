import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { InfoPage } from '../../components/infoPage';
import { useT } from '../../lib/i18n/useT';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { useSecondsLeft } from '../../lib/returnToShop/useSecondsLeft';

/** SPEC §2: how long the page-not-found page waits before going back to the link's home. */
export const RETURN_HOME_AFTER_S = 10;

/** An unknown address under a valid link: say so, then take the shopper back to the payment. */
export function PageNotFoundPage() {
  const t = useT();
  const navigate = useNavigate();
  const home = `/uuid/${usePaymentLink().uuid}`;
  const secondsLeft = useSecondsLeft(RETURN_HOME_AFTER_S, true);

  useEffect(() => {
    if (secondsLeft === 0) navigate(home, { replace: true });
  }, [secondsLeft, navigate, home]);

  return (
    <InfoPage tone="info" title={t('pageNotFound.title')}>
      <p>{t('pageNotFound.text')}</p>
      <p>{t('pageNotFound.countdown', { seconds: secondsLeft })}</p>
      <p>
        <Link to={home} replace>
          {t('pageNotFound.goNow')}
        </Link>
      </p>
    </InfoPage>
  );
}
