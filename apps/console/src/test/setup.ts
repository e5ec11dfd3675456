import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { rememberCsrfToken } from '../api/apiClient';

// Screens arrive as lazy chunks: on a busy two-core machine a findBy* may need more than a second.
configure({ asyncUtilTimeout: 5000 });

// No vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  rememberCsrfToken(null);
  window.history.replaceState(null, '', '/');
});
