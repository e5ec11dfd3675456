import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetOpeningAnswers } from '../lib/api/openingReads';
import { showLanguage } from '../lib/i18n/translator';
import { applyTheme } from '../lib/theme/applyTheme';
import { installDialogPolyfill } from './dialogPolyfill';

/** Tests of what runs on the service (app/firstPaint.test.tsx) run without a document. */
const inBrowser = typeof window !== 'undefined';

if (inBrowser) installDialogPolyfill();

// Method pages arrive as lazy chunks (and their texts as more): on a busy two-core machine a
// findBy* may need more than Testing Library's default second to see them.
configure({ asyncUtilTimeout: 5000 });

// No vitest globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  if (inBrowser) cleanup();
  vi.unstubAllGlobals();
  if (inBrowser) {
    applyTheme(undefined);
    // Saved payments and opened-link claims must not leak from one test into the next.
    localStorage.clear();
    sessionStorage.clear();
    // Answers read before a first render (the SEPA creditor) are a page's, not the next test's.
    forgetOpeningAnswers();
  }
  await showLanguage('en');
});
