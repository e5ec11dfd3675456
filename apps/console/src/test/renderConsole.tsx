import { render } from '@testing-library/react';
import { App } from '../app/App';

/** The whole console at an address below /console, with fetch already faked by the test. */
export function renderConsole(path = '/console/') {
  window.history.replaceState(null, '', path);
  return render(<App />);
}
