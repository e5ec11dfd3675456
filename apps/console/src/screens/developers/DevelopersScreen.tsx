import { ScreenTitle } from '../../components/ScreenTitle';
import { useT } from '../../i18n/translator';

// The skeleton's frame of this screen; part CONSOLE-ADMIN builds its content.
export default function DevelopersScreen() {
  const t = useT();
  return <ScreenTitle>{t('nav.developers')}</ScreenTitle>;
}
