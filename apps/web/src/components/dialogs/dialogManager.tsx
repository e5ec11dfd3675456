import type { ReactNode } from 'react';
import { createContext, lazy, Suspense, useContext, useMemo, useState } from 'react';
import { Loader } from '../loader';
import type { ConfirmPayload } from './confirmDialog';
import type { LinkExpiryPayload } from './linkExpiryDialog';

// Rarely needed, so each is its own chunk and stays out of the landing page's weight.
const LinkExpiryDialog = lazy(() =>
  import('./linkExpiryDialog').then((module) => ({ default: module.LinkExpiryDialog })),
);
const ConfirmDialog = lazy(() =>
  import('./confirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

interface DialogPayloads {
  loader: undefined;
  linkExpiry: LinkExpiryPayload;
  confirm: ConfirmPayload;
}

export type DialogName = keyof DialogPayloads;

type PayloadArgs<N extends DialogName> = DialogPayloads[N] extends undefined
  ? []
  : [payload: DialogPayloads[N]];

/** DESIGN.md: the one way to show a dialog. open() with its payload, close() by name. */
export interface Dialogs {
  open<N extends DialogName>(name: N, ...payload: PayloadArgs<N>): void;
  close(name: DialogName): void;
}

type OpenDialogs = { [N in DialogName]?: { payload: DialogPayloads[N] } };

const DialogsContext = createContext<Dialogs | undefined>(undefined);

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs is used outside the DialogManager');
  return dialogs;
}

/** Holds which dialogs are open and renders them above the page. */
export function DialogManager({ children }: { children: ReactNode }) {
  const [openDialogs, setOpenDialogs] = useState<OpenDialogs>({});
  const dialogs = useMemo<Dialogs>(
    () => ({
      open: (name, ...[payload]) =>
        setOpenDialogs((current) => ({ ...current, [name]: { payload } })),
      close: (name) =>
        setOpenDialogs((current) => (current[name] ? { ...current, [name]: undefined } : current)),
    }),
    [],
  );
  const { loader, linkExpiry, confirm } = openDialogs;
  return (
    <DialogsContext value={dialogs}>
      {children}
      {loader ? <Loader /> : null}
      {/* One boundary each: a dialog still loading must not hide one already shown. */}
      <Suspense fallback={null}>
        {linkExpiry ? (
          <LinkExpiryDialog {...linkExpiry.payload} onClose={() => dialogs.close('linkExpiry')} />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {confirm ? (
          <ConfirmDialog {...confirm.payload} onClose={() => dialogs.close('confirm')} />
        ) : null}
      </Suspense>
    </DialogsContext>
  );
}
