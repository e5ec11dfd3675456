import './dialogs.css';
import type { ReactNode } from 'react';
import { useLayoutEffect, useRef } from 'react';

interface ModalDialogProps {
  className: string;
  label?: string;
  labelledBy?: string;
  describedBy?: string;
  busy?: boolean;
  /** Escape closes the dialog only when this is given; the loader cannot be dismissed. */
  onDismiss?: () => void;
  children: ReactNode;
}

/**
 * A native <dialog> shown with showModal(): the browser keeps focus inside, makes the rest of the
 * page inert and puts it in the top layer. Focus goes back where it was when it closes.
 */
export function ModalDialog({
  className,
  label,
  labelledBy,
  describedBy,
  busy,
  onDismiss,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  // A layout effect: the dialog must be modal before the browser paints the page behind it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnFocusTo = document.activeElement;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected) returnFocusTo.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={className}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-busy={busy}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss?.();
      }}
      onClose={() => {
        // Chrome closes a dialog on a second Escape even when cancel was prevented. A dialog
        // that is gone or open again (React's strict-mode remount) needs nothing.
        const dialog = ref.current;
        if (!dialog?.isConnected || dialog.open) return;
        if (onDismiss) onDismiss();
        else dialog.showModal();
      }}
    >
      {children}
    </dialog>
  );
}
