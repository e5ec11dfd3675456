import { useT } from '../lib/i18n/useT';
import { ModalDialog } from './dialogs/modalDialog';

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
