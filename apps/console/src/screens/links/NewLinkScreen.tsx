import { ScreenTitle } from '../../components/ScreenTitle';
import { useT } from '../../i18n/translator';

export default function NewLinkScreen() {
  const t = useT();
  return <ScreenTitle>{t('links.new.title')}</ScreenTitle>;
}
