/**
 * jsdom has <dialog> but not showModal()/close(). This stands in for the browser's behaviour the
 * page relies on: open/close with a close event, and Escape firing a cancelable cancel event on
 * the topmost modal dialog, which closes it unless prevented.
 */
const modalStack: HTMLDialogElement[] = [];

function close(this: HTMLDialogElement, returnValue?: string): void {
  if (!this.open) return;
  this.removeAttribute('open');
  if (returnValue !== undefined) this.returnValue = returnValue;
  modalStack.splice(modalStack.indexOf(this), 1);
  // The browser fires close in a later task, not inside close().
  setTimeout(() => this.dispatchEvent(new Event('close')));
}

function showModal(this: HTMLDialogElement): void {
  if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
  if (!this.isConnected)
    throw new DOMException('The dialog is not connected.', 'InvalidStateError');
  this.setAttribute('open', '');
  modalStack.push(this);
  const focusable = this.querySelector<HTMLElement>('button, [href], input, select, textarea');
  (focusable ?? this).focus();
}

export function installDialogPolyfill(): void {
  if (typeof HTMLDialogElement.prototype.showModal === 'function') return;
  HTMLDialogElement.prototype.showModal = showModal;
  HTMLDialogElement.prototype.close = close;
  document.addEventListener('keydown', (event) => {
    const top = modalStack.at(-1);
    if (event.key !== 'Escape' || !top) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (top.dispatchEvent(cancel)) top.close();
  });
}
