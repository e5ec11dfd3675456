import { isUpiId } from '@paypage/contract/methods/upiId';
import { PAYID_PHONE_TYPED_EXAMPLE, payIdProblem } from '@paypage/contract/methods/payToRules';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { e164Of } from '../lib/phone/phoneNumber';
import { i18nFolders } from '../test/languageText';

// Paths, not file: URLs: under jsdom, URL is jsdom's own class, which node:fs does not accept.
const SRC = join(import.meta.dirname, '..');
const CATALOGUE_FILE = /^[a-z]{2,3}(-[A-Za-z]+)?\.json$/;

interface Example {
  /** Finds the example in the hint as the page shows it. */
  find: RegExp;
  /** The field's own check, as the page runs it on the shopper's entry. */
  passes: (example: string) => boolean;
  /** The hint's arguments, as its page passes them. */
  values?: Record<string, string>;
}

/**
 * Every hint and placeholder of the page's fields. One that shows an example says which check
 * it must pass; the others only describe what to enter. A new hint must be added here, so that
 * no field ever suggests an entry it then refuses (a PayID hint once did).
 */
const HINTS: Record<string, Example | 'describes only'> = {
  'payments.phone.hint': {
    find: /\+[\d\s\u00a0]*\d/,
    passes: (text) => e164Of(text) !== undefined,
  },
  'upi.upiId.hint': { find: /[^\s:：（(]+@[^\s)）.。]+/, passes: isUpiId },
  'payto.payId.hint.phone': {
    find: /[+\d][\d\s\u00a0]*\d/,
    passes: (text) => payIdProblem('PHONE', text) === undefined,
    // As payToPage shows it: no-break spaces keep it on one line.
    values: { example: PAYID_PHONE_TYPED_EXAMPLE.replaceAll(' ', '\u00a0') },
  },
  'payto.payId.hint.email': 'describes only',
  'payto.payId.hint.businessNumber': 'describes only',
  'payto.payId.hint.organisationId': 'describes only',
  'paymentSlip.customerName.hint': 'describes only',
  'netbanking.bank.placeholder': 'describes only',
  // Not a field's: the session-not-found page's advice.
  'sessionNotFound.hint': 'describes only',
};

const catalogues = i18nFolders(SRC).flatMap((folder) =>
  readdirSync(folder)
    .filter((file) => CATALOGUE_FILE.test(file))
    .map((file) => ({
      language: file.replace('.json', ''),
      texts: JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, string>,
    })),
);

describe('field hints and placeholders', () => {
  it('are all known here', () => {
    const hintKeys = catalogues
      .filter(({ language }) => language === 'en')
      .flatMap(({ texts }) => Object.keys(texts))
      .filter((key) => /\.(hint|placeholder)(\.|$)/.test(key));
    expect(hintKeys.sort()).toEqual(Object.keys(HINTS).sort());
  });

  it.each(Object.entries(HINTS).filter(([, hint]) => hint !== 'describes only'))(
    '%s: its example passes its own field’s check in every language',
    (key, hint) => {
      const { find, passes, values } = hint as Example;
      const shown = catalogues
        .filter(({ texts }) => texts[key] !== undefined)
        .map(({ language, texts }) => {
          const text = String(new IntlMessageFormat(texts[key] ?? '', language).format(values));
          return { language, example: find.exec(text)?.[0] };
        });
      expect(shown.length).toBeGreaterThanOrEqual(30);
      const refused = shown.filter(({ example }) => example === undefined || !passes(example));
      expect(refused).toEqual([]);
    },
  );
});
