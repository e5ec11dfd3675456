import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { showLanguage } from '../lib/i18n/translator';
import { applyTheme } from '../lib/theme/applyTheme';
import { installDialogPolyfill } from './dialogPolyfill';

installDialogPolyfill();

// No vitest globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  applyTheme(undefined);
  // Saved payments and opened-link claims must not leak from one test into the next.
  localStorage.clear();
  sessionStorage.clear();
  await showLanguage('en');
});
