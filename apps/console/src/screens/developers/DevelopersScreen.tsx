import { useState } from 'react';
import { ScreenTitle } from '../../components/ScreenTitle';
import { useT } from '../../i18n/translator';
import { useMay } from '../../session/sessionContext';
import { ApiKeysSection } from './ApiKeysSection';
import { WebhookDeliveriesSection } from './WebhookDeliveriesSection';
import { WebhookEndpointSection } from './WebhookEndpointSection';
import '../../components/panels.css';

/** What a merchant's developers manage: API keys, the webhook endpoint and its deliveries. */
export default function DevelopersScreen() {
  const t = useT();
  const may = useMay('developers');
  // Bumped when a test event is queued, so the deliveries list shows it.
  const [queued, setQueued] = useState(0);
  return (
    <>
      <ScreenTitle>{t('nav.developers')}</ScreenTitle>
      {may ? (
        <>
          <ApiKeysSection />
          <WebhookEndpointSection onQueued={() => setQueued((count) => count + 1)} />
          <WebhookDeliveriesSection version={queued} />
        </>
      ) : (
        <p>{t('error.FORBIDDEN')}</p>
      )}
    </>
  );
}
