import { ScreenTitle } from '../../components/ScreenTitle';
import { useT } from '../../i18n/translator';

// The skeleton's frame of this screen; part CONSOLE-ADMIN builds its content.
export default function OverviewScreen() {
  const t = useT();
  return <ScreenTitle>{t('nav.overview')}</ScreenTitle>;
}
