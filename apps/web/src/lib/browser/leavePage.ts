/**
 * The browser leaves the page for another address (a provider's page) in this window. One
 * function, so tests can watch it instead of a real navigation.
 */
export function leavePage(url: string): void {
  window.location.assign(url);
}
