import { onTestFinished, vi } from 'vitest';

/**
 * The addresses the page is sent to (history.pushState), from now to the end of the test. A page
 * that moves on by itself (a 3-D Secure page given data it cannot use goes to the result) keeps
 * its first address only here: how soon it moves on depends on whether its code is loaded yet.
 */
export function watchAddresses(): () => URL[] {
  const pushed = vi.spyOn(window.history, 'pushState');
  onTestFinished(() => pushed.mockRestore());
  return () => pushed.mock.calls.map(([, , url]) => new URL(String(url), window.location.href));
}
