import { ScreenTitle } from '../../components/ScreenTitle';
import { useT } from '../../i18n/translator';

export default function LinksScreen() {
  const t = useT();
  return <ScreenTitle>{t('nav.links')}</ScreenTitle>;
}
