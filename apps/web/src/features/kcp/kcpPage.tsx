import './kcp.css';
import { useEffect, useRef } from 'react';
import { RedirectNotice } from '../../components/redirectNotice';
import { TermsGateLine } from '../../components/terms/termsGate';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { leaveForProvider } from '../../lib/payments/leaveForProvider';
import { useKcpT } from './kcpTexts';
import { useKcpWindow } from './useKcpWindow';

const PROVIDER = 'KCP';

/** KCP's window is still open (the shopper came back without deciding): go on there. */
function OpenWindow({ uuid, url }: { uuid: string; url: string }) {
  const t = useKcpT();
  return (
    <section className="card kcp-page" aria-labelledby="kcp-open-title">
      <h1 id="kcp-open-title">{t('kcp.open.title')}</h1>
      <p>{t('kcp.open.text')}</p>
      <p>
        <a
          className="button"
          href={url}
          onClick={(event) => {
            event.preventDefault();
            leaveForProvider(uuid, url);
          }}
        >
          {t('kcp.open.continue')}
        </a>
      </p>
    </section>
  );
}

/**
 * /uuid/{uuid}/kcp and /kcpDirect (SPEC §2): what paying with KCP means, then SPEC's redirect
 * screen on the way to KCP's window, where a Korean card or a bank transfer pays. Opened again
 * while that window is open (the back button, a reload), it offers to go on there instead.
 */
export function KcpPage() {
  const t = useKcpT();
  const link = usePaymentLink();
  const kcp = useKcpWindow(link.uuid);
  const resuming = link.status === 'PROCESSING_PAYMENT';
  const asked = useRef(false);

  const { open } = kcp;
  useEffect(() => {
    if (!resuming || asked.current) return;
    asked.current = true;
    void open();
  }, [resuming, open]);

  if (kcp.windowUrl) {
    return resuming ? (
      <OpenWindow uuid={link.uuid} url={kcp.windowUrl} />
    ) : (
      <RedirectNotice uuid={link.uuid} provider={PROVIDER} url={kcp.windowUrl} />
    );
  }
  if (resuming) {
    return (
      <p className="visually-hidden" role="status">
        {t('kcp.open.checking')}
      </p>
    );
  }
  return (
    <section className="card kcp-page" aria-labelledby="kcp-title">
      <h1 id="kcp-title">{t('method.name.kcp')}</h1>
      <p>{t('kcp.intro')}</p>
      <ul className="kcp-page__ways">
        <li>{t('kcp.ways.card')}</li>
        <li>{t('kcp.ways.bankTransfer')}</li>
      </ul>
      <TermsGateLine gate={kcp.terms} />
      <div className="kcp-page__actions">
        <button
          type="button"
          className="button"
          disabled={kcp.busy}
          aria-describedby="kcp-return-notice"
          onClick={() => void open()}
        >
          {t('kcp.pay')}
        </button>
        <p id="kcp-return-notice" className="kcp-page__notice">
          {t('kcp.returnNotice')}
        </p>
      </div>
    </section>
  );
}
