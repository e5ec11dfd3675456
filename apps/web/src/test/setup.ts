import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { forgetOpeningAnswers } from '../lib/api/openingReads';
import { showLanguage } from '../lib/i18n/translator';
import { applyTheme } from '../lib/theme/applyTheme';
import { installDialogPolyfill } from './dialogPolyfill';

/** Tests of what runs on the service (app/firstPaint.test.tsx) run without a document. */
const inBrowser = typeof window !== 'undefined';

if (inBrowser) installDialogPolyfill();

// Method pages arrive as lazy chunks (and their texts as more): on a busy two-core machine a
// findBy* may need more than Testing Library's default second to see them.
configure({ asyncUtilTimeout: 10_000 });

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

// Preact runs effects and their cleanups after the next frame, or after a 35 ms timer at the
// latest. A test file that ends right after a render would leave those to fire once its document
// is taken down, where they throw (`window is not defined`): vitest counts that as an error of
// the whole run though every test passed (CI, 2026-11-28). Let them run while the page exists.
afterAll(async () => {
  if (inBrowser) await new Promise((resolve) => setTimeout(resolve, 100));
});
