import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConfirmPayload } from './confirmDialog';
import { DialogManager, useDialogs } from './dialogManager';

function Opener({ confirm }: { confirm?: ConfirmPayload }) {
  const dialogs = useDialogs();
  return (
    <>
      <button type="button" onClick={() => confirm && dialogs.open('confirm', confirm)}>
        Delete card
      </button>
      <button type="button" onClick={() => dialogs.open('linkExpiry', { minutesLeft: 3 })}>
        Warn
      </button>
      <button type="button" onClick={() => dialogs.open('loader')}>
        Load
      </button>
      <button type="button" onClick={() => dialogs.close('loader')}>
        Stop loading
      </button>
    </>
  );
}

function renderManager(confirm?: Partial<ConfirmPayload>) {
  const onConfirm = vi.fn(confirm?.onConfirm ?? (() => undefined));
  render(
    <DialogManager>
      <Opener
        confirm={{
          title: 'Delete this card?',
          text: 'Visa ending in 1111 will be removed.',
          confirmLabel: 'Delete',
          ...confirm,
          onConfirm,
        }}
      />
    </DialogManager>,
  );
  return { user: userEvent.setup(), onConfirm };
}

describe('the dialog manager', () => {
  it('opens the confirm dialog with its payload; cancel closes it and focus returns', async () => {
    const { user, onConfirm } = renderManager();
    const opener = screen.getByRole('button', { name: 'Delete card' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    expect(dialog).toHaveAccessibleDescription('Visa ending in 1111 will be removed.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it('runs onConfirm, waits for it with both buttons disabled, then closes', async () => {
    let finish: () => void = () => undefined;
    const { user, onConfirm } = renderManager({
      onConfirm: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    await user.click(screen.getByRole('button', { name: 'Delete card' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the confirm dialog even when onConfirm fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderManager({ onConfirm: () => Promise.reject(new Error('409')) });
    await user.click(screen.getByRole('button', { name: 'Delete card' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    consoleError.mockRestore();
  });

  it('lets Escape close the confirm dialog', async () => {
    const { user } = renderManager();
    await user.click(screen.getByRole('button', { name: 'Delete card' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the expiration warning until OK', async () => {
    const { user } = renderManager();
    const opener = screen.getByRole('button', { name: 'Warn' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Your payment session ends soon' });
    expect(dialog).toHaveAccessibleDescription(
      'You have about 3 minutes left to complete your payment.',
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps the loader until it is closed by name, whatever the keyboard does', async () => {
    const { user } = renderManager();
    await user.click(screen.getByRole('button', { name: 'Load' }));
    const loader = screen.getByRole('dialog', { name: 'Loading' });
    expect(loader).toHaveClass('dialog--loader');
    await user.keyboard('{Escape}');
    expect(loader).toHaveAttribute('open');
    screen.getByRole('button', { name: 'Stop loading', hidden: true }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes one dialog by name and leaves the others open', async () => {
    const { user } = renderManager();
    await user.click(screen.getByRole('button', { name: 'Warn' }));
    await screen.findByRole('dialog', { name: 'Your payment session ends soon' });
    screen.getByRole('button', { name: 'Load', hidden: true }).click();
    await screen.findByRole('dialog', { name: 'Loading' });
    screen.getByRole('button', { name: 'Stop loading', hidden: true }).click();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Loading' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Your payment session ends soon' })).toBeVisible();
  });

  it('refuses to be used outside the manager', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Opener />)).toThrow('outside the DialogManager');
    vi.mocked(console.error).mockRestore();
  });
});
