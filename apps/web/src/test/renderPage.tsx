import { render } from '@testing-library/react';
import { App } from '../app/app';

/** Opens the page at a path, as a shopper following a link would. */
export function renderPage(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}
