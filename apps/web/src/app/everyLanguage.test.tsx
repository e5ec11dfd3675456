import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import type { LatestPaymentResponse } from '@paypage/contract/payments';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aLatestPayment, LATEST_PAYMENT_PATH } from '../features/results/resultPageTestKit';
import { LANGUAGE_NAMES, type UiLanguage } from '../lib/i18n/languageNames';
import { LINK_LOCALES } from '../lib/i18n/linkLocales';
import { aPaymentLink, fakeApi, linkFound, LINK_UUID } from '../test/fakeApi';
import {
  catalogueOf,
  englishSentencesNotIn,
  MISSING_KEY_MARKER,
  type Catalogue,
} from '../test/languageText';
import { renderPage } from '../test/renderPage';

// The page in each of its languages, below the browser: the landing, card, success and failure
// pages show every text in the link's language — no key shown raw, no gap, no English sentence.
// The end-to-end suite shows a few languages in Chromium (l10n-languages.spec.ts, l10n-axe.spec.ts);
// this covers all of them at the cost of a render each. It runs in the web-preact project only
// (what the browser runs): the words do not depend on the renderer.

const LANGUAGES = Object.keys(LANGUAGE_NAMES) as UiLanguage[];
/** Written right to left: the document says so (dir), whichever page shows. */
const RIGHT_TO_LEFT: readonly string[] = ['ar', 'fa', 'he'];
const ENGLISH_KEYS = Object.keys(catalogueOf('en'));

/** A locale of the link table for the language (its first: de_DE before de_AT and de_CH). */
function linkLocaleOf(language: UiLanguage): string {
  const locale = Object.entries(LINK_LOCALES).find(([, [spoken]]) => spoken === language)?.[0];
  if (!locale) throw new Error(`no link locale speaks ${language}`);
  return locale;
}

async function open(path: string, link: PaymentLinkInfo, latest?: LatestPaymentResponse) {
  cleanup();
  fakeApi(linkFound(link), latest ? { [LATEST_PAYMENT_PATH]: { status: 200, body: latest } } : {});
  renderPage(`/uuid/${LINK_UUID}${path}`);
}

/** The page's text is all in the language, and the document says which language it is and its direction. */
function expectAllIn(language: UiLanguage, english: string[]): void {
  expect(document.documentElement.lang).toBe(language);
  expect(document.documentElement.dir).toBe(RIGHT_TO_LEFT.includes(language) ? 'rtl' : 'ltr');
  const text = (document.body.textContent ?? '').replace(/\s+/g, ' ');
  expect(text, 'a key no catalogue has').not.toContain(MISSING_KEY_MARKER);
  expect(
    ENGLISH_KEYS.filter((key) => text.includes(key)),
    'keys shown instead of text',
  ).toEqual([]);
  expect(
    english.filter((sentence) => text.includes(sentence)),
    'English on the page',
  ).toEqual([]);
}

// A page's first render in a language loads its chunks: on CI's busy cores that took seconds.
const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

describe('the page in each of its languages', () => {
  afterEach(() => cleanup());

  it('knows all 42 languages (SPEC §1’s 30 and issue 24’s twelve)', () => {
    expect(LANGUAGES).toHaveLength(42);
  });

  it.each(LANGUAGES)(
    '%s: landing, card, success and failure pages',
    { timeout: 60_000 },
    async (language) => {
      const t: Catalogue = catalogueOf(language);
      const english = englishSentencesNotIn(language);
      const link = aPaymentLink({
        locale: linkLocaleOf(language),
        returnUrl: 'https://shop.example/thanks',
        // The longest return countdown: a number in the language that never runs out here.
        returnUrlTimer: 600,
        paymentMethods: ['CARD', 'PAYPAL'],
        paypalMerchantId: 'PP-MERCHANT',
      });

      await open('', link);
      await heading('Alpine Outfitters');
      expect(screen.getByRole('radiogroup', { name: t['landing.methods.legend'] })).toBeVisible();
      expectAllIn(language, english);

      await open('/card', link);
      await heading(t['method.name.card'] ?? MISSING_KEY_MARKER);
      expect(screen.getByRole('navigation', { name: t['method.breadcrumb.label'] })).toBeVisible();
      expectAllIn(language, english);

      await open(
        '/success',
        { ...link, status: 'CONSUMED' },
        aLatestPayment({ status: 'COMPLETED', linkStatus: 'CONSUMED' }),
      );
      await heading(t['result.success.completed.title'] ?? MISSING_KEY_MARKER);
      expect(screen.getByRole('button', { name: t['redirect.stay'] })).toBeVisible();
      expectAllIn(language, english);

      await open(
        '/failure?variant=retry',
        link,
        aLatestPayment({ status: 'REFUSED', linkStatus: 'VALID', refusalReason: 'DECLINED' }),
      );
      const failure = await heading(t['result.failure.title'] ?? MISSING_KEY_MARKER);
      const result = failure.closest('section') ?? document.body;
      expect(
        within(result as HTMLElement).getByText(t['result.refusal.declined'] ?? ''),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: t['result.failure.tryAgain'] })).toBeVisible();
      expectAllIn(language, english);
    },
  );
});
