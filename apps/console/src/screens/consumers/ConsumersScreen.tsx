import { ScreenTitle } from '../../components/ScreenTitle';
import { useT } from '../../i18n/translator';

export default function ConsumersScreen() {
  const t = useT();
  return <ScreenTitle>{t('nav.consumers')}</ScreenTitle>;
}
