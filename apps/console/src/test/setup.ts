import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { rememberCsrfToken } from '../api/apiClient';

// Screens arrive as lazy chunks: on a busy two-core machine a findBy* may need several seconds while six helpers share the cores.
configure({ asyncUtilTimeout: 10_000 });

// No vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  rememberCsrfToken(null);
  window.history.replaceState(null, '', '/');
});
