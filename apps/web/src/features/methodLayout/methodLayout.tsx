import './methodLayout.css';
import type { ComponentType } from 'react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../components/loader';
import { useFormat } from '../../lib/format/useFormat';
import { useT } from '../../lib/i18n/useT';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { MethodUnavailable } from './methodUnavailable';

export interface MethodLayoutProps {
  methodName: string;
  /** The method's page; undefined when the link does not offer it or it is not built yet. */
  page: ComponentType | undefined;
  /** The method's mark, beside its name; none where the page serves several methods. */
  mark?: ComponentType | undefined;
}

/**
 * What every payment method's page shares: a breadcrumb back to the list of methods and what is
 * being paid. From 745 px the summary moves beside the page (SPEC §2).
 */
export function MethodLayout({ methodName, page: Page, mark: Mark }: MethodLayoutProps) {
  const t = useT();
  const format = useFormat();
  const link = usePaymentLink();
  const home = `/uuid/${link.uuid}`;
  return (
    <div className="method-layout">
      <nav className="method-layout__breadcrumb" aria-label={t('method.breadcrumb.label')}>
        <ol>
          <li>
            <Link to={home}>{t('method.breadcrumb.root')}</Link>
          </li>
          <li aria-current="page" className="method-layout__current">
            {Mark ? <Mark /> : null}
            {methodName}
          </li>
        </ol>
      </nav>
      <div className="method-layout__summary">
        <p className="method-layout__merchant">{link.merchantName}</p>
        <dl className="method-layout__total">
          <dt>{t('landing.totalPrice')}</dt>
          <dd>{format.amount(link.amount, link.currency)}</dd>
        </dl>
      </div>
      <div className="method-layout__page">
        {/* The breadcrumb stays while the method's own chunk loads. */}
        <Suspense fallback={<PageLoader />}>
          {Page ? <Page /> : <MethodUnavailable methodName={methodName} home={home} />}
        </Suspense>
      </div>
    </div>
  );
}
