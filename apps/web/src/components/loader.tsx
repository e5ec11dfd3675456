import { useEffect, useState } from 'react';
import { useT } from '../lib/i18n/useT';
import { ModalDialog } from './dialogs/modalDialog';

/**
 * How long a wait for a page's own files or its link may last before the loader shows. Such
 * waits are usually over at once (the files and the link come with the page, 0012), and a
 * loader that opens and closes at once is a flash for the eye and, being a modal dialog, tens
 * of milliseconds of a phone's time each way.
 */
const PAGE_LOADER_DELAY_MS = 250;

/**
 * The loader dialog (SPEC §2/§9): a modal overlay while the link or a page loads, so nothing
 * behind it can be used half-ready. Screen readers hear "Loading"; Escape does not close it.
 */
export function Loader() {
  const t = useT();
  return (
    <ModalDialog className="dialog dialog--loader" label={t('loader.label')} busy>
      <span className="dialog__spinner" aria-hidden="true" />
    </ModalDialog>
  );
}

/**
 * The loader for a page that is still coming (a Suspense fallback, a link being loaded): shown
 * only once the wait passes PAGE_LOADER_DELAY_MS. Until then there is nothing to use anyway:
 * the page is not there yet.
 */
export function PageLoader() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), PAGE_LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <Loader /> : null;
}
