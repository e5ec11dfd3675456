import { ScreenTitle } from '../../components/ScreenTitle';
import { useT } from '../../i18n/translator';

export default function ConsumerScreen() {
  const t = useT();
  return <ScreenTitle>{t('consumers.consumer.title')}</ScreenTitle>;
}
