import type { AssetsResponse } from '@paypage/contract/assets';
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { useCallback, useContext, useEffect, useState } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { PageLoader } from '../components/loader';
import { ErrorPage } from './rarePages';
import { isApiError } from '../lib/api/apiError';
import { getPaymentLink } from '../lib/api/paymentLinkApi';
import { ReloadSavedAssetsContext, SavedAssetsContext } from '../lib/assets/savedAssetsContext';
import { LinkProblemContext } from '../lib/paymentLink/linkProblemContext';
import { PaymentLinkContext } from '../lib/paymentLink/paymentLinkContext';
import { ReloadPaymentLinkContext } from '../lib/paymentLink/reloadPaymentLink';
import { ShopInHeaderContext, shopOf } from '../lib/paymentLink/shopInHeader';
import { knownRuntimeConfig } from '../lib/config/runtimeConfig';
import { uuidFromPath } from '../lib/paymentLink/uuidFromPath';
import { savePayment } from '../lib/storage/savedPayments';
import type { LoadedLink } from './loadPaymentLink';
import { loadPaymentLink, loadSavedAssets } from './loadPaymentLink';
import { SESSION_NOT_FOUND_PATH } from './paths';
import { forgetPreparedLink, preparedLink } from './preparedLink';

const NOT_FOUND = 404;

/**
 * SPEC §8: a well-formed uuid the service knows nothing of is an unknown session, like a
 * malformed one, not a failure of the page.
 */
const isUnknownLink = (error: unknown) => isApiError(error) && error.status === NOT_FOUND;

type LinkState =
  { kind: 'loading' } | { kind: 'ready'; loaded: LoadedLink } | { kind: 'failed'; error: unknown };

/** Ready at once when the page loaded the link before its first render (preparedLink.ts). */
function firstStateOf(uuid: string): LinkState {
  const outcome = preparedLink(uuid)?.outcome;
  if (!outcome) return { kind: 'loading' };
  return 'loaded' in outcome
    ? { kind: 'ready', loaded: outcome.loaded }
    : { kind: 'failed', error: outcome.error };
}

function LoadedPaymentLink({ uuid }: { uuid: string }) {
  const [first] = useState(() => firstStateOf(uuid));
  const [state, setState] = useState<LinkState>(first);
  useEffect(() => {
    // A late answer for a link the shopper has already left must not replace the current one.
    let current = true;
    if (first.kind === 'loading') {
      (preparedLink(uuid)?.promise ?? loadPaymentLink(uuid)).then(
        (loaded) => current && setState({ kind: 'ready', loaded }),
        (error: unknown) => current && setState({ kind: 'failed', error }),
      );
    }
    return () => {
      current = false;
      forgetPreparedLink();
    };
  }, [uuid, first]);

  const reportProblem = useCallback((error: unknown) => setState({ kind: 'failed', error }), []);
  const link = state.kind === 'ready' ? state.loaded.link : undefined;
  useShopInHeader(link);
  const reloadAssets = useCallback(async () => {
    if (!link) return;
    const assets: AssetsResponse = await loadSavedAssets(link);
    setState((now) => (now.kind === 'ready' ? { kind: 'ready', loaded: { link, assets } } : now));
  }, [link]);

  // The link's state changed while a page showed it (a payment ended, or was cancelled): read
  // again, not counted as a visit, with its saved assets once it is payable again.
  const reloadLink = useCallback(async () => {
    const fresh = await getPaymentLink(uuid, { visit: false });
    savePayment({ uuid: fresh.uuid, status: fresh.status });
    const assets = await loadSavedAssets(fresh);
    setState({ kind: 'ready', loaded: { link: fresh, assets } });
    return fresh;
  }, [uuid]);

  if (state.kind === 'loading') return <PageLoader />;
  if (state.kind === 'failed') {
    if (isUnknownLink(state.error)) return <Navigate to={SESSION_NOT_FOUND_PATH} replace />;
    return <ErrorPage error={state.error} />;
  }
  return (
    <PaymentLinkContext value={state.loaded.link}>
      <SavedAssetsContext value={state.loaded.assets}>
        <ReloadSavedAssetsContext value={reloadAssets}>
          <ReloadPaymentLinkContext value={reloadLink}>
            <LinkProblemContext value={reportProblem}>
              <Outlet />
            </LinkProblemContext>
          </ReloadPaymentLinkContext>
        </ReloadSavedAssetsContext>
      </SavedAssetsContext>
    </PaymentLinkContext>
  );
}

/** The header shows the link's shop while its pages do, and the product's name again after. */
function useShopInHeader(link: PaymentLinkInfo | undefined) {
  const store = useContext(ShopInHeaderContext);
  useEffect(() => {
    // The config is known by now: the link was read through it.
    store?.set(link && shopOf(link, knownRuntimeConfig()?.baseUrl));
    return () => store?.set(undefined);
  }, [link, store]);
}

/** /uuid/:uuid and everything below it: a well-formed uuid, then the link behind it. */
export function PaymentLinkRoute() {
  const uuid = uuidFromPath(useParams().uuid);
  if (!uuid) return <Navigate to={SESSION_NOT_FOUND_PATH} replace />;
  // Keyed so another link starts from a clean loading state instead of showing the last one.
  return <LoadedPaymentLink key={uuid} uuid={uuid} />;
}
