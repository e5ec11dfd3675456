import { ScreenTitle } from '../../components/ScreenTitle';
import { useT } from '../../i18n/translator';

export default function LinkScreen() {
  const t = useT();
  return <ScreenTitle>{t('links.link.title')}</ScreenTitle>;
}
