import type { AssetsResponse } from '@paypage/contract/assets';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { Loader } from '../components/loader';
import { ErrorPage } from '../features/errors/errorPage';
import { ReloadSavedAssetsContext, SavedAssetsContext } from '../lib/assets/savedAssetsContext';
import { LinkProblemContext } from '../lib/paymentLink/linkProblemContext';
import { PaymentLinkContext } from '../lib/paymentLink/paymentLinkContext';
import { uuidFromPath } from '../lib/paymentLink/uuidFromPath';
import type { LoadedLink } from './loadPaymentLink';
import { loadPaymentLink, loadSavedAssets } from './loadPaymentLink';
import { SESSION_NOT_FOUND_PATH } from './paths';

type LinkState =
  { kind: 'loading' } | { kind: 'ready'; loaded: LoadedLink } | { kind: 'failed'; error: unknown };

function LoadedPaymentLink({ uuid }: { uuid: string }) {
  const [state, setState] = useState<LinkState>({ kind: 'loading' });
  useEffect(() => {
    // A late answer for a link the shopper has already left must not replace the current one.
    let current = true;
    loadPaymentLink(uuid).then(
      (loaded) => current && setState({ kind: 'ready', loaded }),
      (error: unknown) => current && setState({ kind: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [uuid]);

  const reportProblem = useCallback((error: unknown) => setState({ kind: 'failed', error }), []);
  const link = state.kind === 'ready' ? state.loaded.link : undefined;
  const reloadAssets = useCallback(async () => {
    if (!link) return;
    const assets: AssetsResponse = await loadSavedAssets(link);
    setState((now) => (now.kind === 'ready' ? { kind: 'ready', loaded: { link, assets } } : now));
  }, [link]);

  if (state.kind === 'loading') return <Loader />;
  if (state.kind === 'failed') return <ErrorPage error={state.error} />;
  return (
    <PaymentLinkContext value={state.loaded.link}>
      <SavedAssetsContext value={state.loaded.assets}>
        <ReloadSavedAssetsContext value={reloadAssets}>
          <LinkProblemContext value={reportProblem}>
            <Outlet />
          </LinkProblemContext>
        </ReloadSavedAssetsContext>
      </SavedAssetsContext>
    </PaymentLinkContext>
  );
}

/** /uuid/:uuid and everything below it: a well-formed uuid, then the link behind it. */
export function PaymentLinkRoute() {
  const uuid = uuidFromPath(useParams().uuid);
  if (!uuid) return <Navigate to={SESSION_NOT_FOUND_PATH} replace />;
  // Keyed so another link starts from a clean loading state instead of showing the last one.
  return <LoadedPaymentLink key={uuid} uuid={uuid} />;
}
