import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  catalogueOf,
  englishSentencesNotIn,
  LINK_LOCALE_OF,
  MISSING_KEY_MARKER,
} from '../support/catalogues';
import type { Catalogue } from '../support/catalogues';
import { expect, test } from '../support/fixtures';
import { createLink } from '../support/merchantApi';
import { expectPageLanguage } from '../support/pageLanguage';

// Issue 24's languages in the built page, in the desktop project only (-languages.spec.ts): the
// words and the direction do not depend on the screen width. Every language's words are checked
// below the browser (apps/web/src/app/everyLanguage.test.tsx); here what only a browser shows:
// the document turned right to left, the chevron and the cart mirrored, the card's digits left to right in
// the gateway's frame, the picker's 42 languages, and the framed card form following the pick.

/** The gateway's own texts of a language (its card form), read from its catalogue file. */
const gatewayTexts = (language: string): Catalogue =>
  JSON.parse(
    readFileSync(new URL(`../../apps/gateway/src/i18n/${language}.json`, import.meta.url), 'utf8'),
  ) as Catalogue;

const languagePicker = (page: Page) => page.getByRole('contentinfo').getByRole('combobox');

/** The page's own text is all in the language: no key missing, no English sentence. */
async function expectAllIn(page: Page, language: string): Promise<void> {
  await expectPageLanguage(page, language);
  const text = (await page.evaluate(() => document.body.innerText)).replace(/\s+/g, ' ');
  expect(text, 'a key no catalogue has').not.toContain(MISSING_KEY_MARKER);
  const english = englishSentencesNotIn(language);
  expect(
    english.filter((sentence) => text.includes(sentence)),
    'English on the page',
  ).toEqual([]);
}

test.describe('right-to-left languages', () => {
  test('Arabic and Hebrew links: landing and card page right to left, card digits left to right', async ({
    page,
  }) => {
    for (const language of ['ar', 'he']) {
      const t = catalogueOf(language);
      const link = await createLink({ locale: LINK_LOCALE_OF[language] });
      await page.goto(`/uuid/${link.uuid}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Demo Shop' })).toBeVisible();
      await expect(
        page.getByRole('radiogroup', { name: t['landing.methods.legend'] }),
      ).toBeVisible();
      await expect(languagePicker(page)).toBeVisible();
      await expectAllIn(page, language);

      await page.goto(`/uuid/${link.uuid}/card`);
      await expect(
        page.getByRole('heading', { level: 1, name: t['method.name.card'] }),
      ).toBeVisible();
      await expectAllIn(page, language);

      // The breadcrumb reads from the right: its first step stands right of the second, and the
      // chevron between them points left (rotated -45° instead of 45°).
      const trail = page.getByRole('navigation', { name: t['method.breadcrumb.label'] });
      const [first, second] = await trail.getByRole('listitem').all();
      const [firstBox, secondBox] = [await first?.boundingBox(), await second?.boundingBox()];
      expect(firstBox?.x ?? 0, 'the first step on the right').toBeGreaterThan(secondBox?.x ?? 0);
      const chevron = await second?.evaluate(
        (item) => getComputedStyle(item, '::before').transform,
      );
      const [, , sine = '0'] = /^matrix\(([^,]+), ([^,]+)/.exec(chevron ?? '') ?? [];
      expect(Number(sine), `chevron ${chevron}`).toBeLessThan(0);
      // The method's mark stands right of its name with a space between (it touched the name
      // once, when the mark kept a direction of its own and its margin fell on its far side).
      const gap = await second?.evaluate((item) => {
        const mark = item.querySelector('.method-mark')?.getBoundingClientRect();
        const name = document.createRange();
        name.selectNodeContents(item);
        name.setStartAfter(item.querySelector('.method-mark') as Element);
        return (mark?.left ?? 0) - name.getBoundingClientRect().right;
      });
      expect(gap, 'space between the name and its mark').toBeGreaterThanOrEqual(6);

      // The pay button's cart points the way the text runs: mirrored (scaleX(-1)).
      const cart = page.locator('button[data-icon="cart"] svg');
      expect(await cart.evaluate((icon) => getComputedStyle(icon).transform)).toBe(
        'matrix(-1, 0, 0, 1, 0, 0)',
      );

      // The gateway's card form in its frame: the same language and direction; the card's digits
      // left to right (dir="ltr"), the field still on the page's side.
      const gateway = gatewayTexts(language);
      const frame = page.frameLocator(`iframe[title="${t['card.form.title']}"]`);
      const number = frame.getByLabel(gateway['cardForm.number.label'] ?? MISSING_KEY_MARKER, {
        exact: true,
      });
      await expect(number).toBeVisible();
      await expect(number).toHaveAttribute('dir', 'ltr');
      await number.fill('4111111111111111');
      expect(await number.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
      const frameDocument = await frame
        .locator('html')
        .evaluate((html) => `${html.getAttribute('lang')} ${html.getAttribute('dir')}`);
      expect(frameDocument).toBe(`${language} rtl`);
      expect(await frame.locator('body').innerText()).not.toContain('Card number');
    }
  });
});

test.describe('Hindi, Korean and the picker', () => {
  test('a hi_IN link speaks Hindi; the picker offers 42 languages and turns the page in place', async ({
    page,
  }) => {
    const link = await createLink({ locale: 'hi_IN' });
    await page.goto(`/uuid/${link.uuid}`);
    const hindi = catalogueOf('hi');
    await expect(
      page.getByRole('radiogroup', { name: hindi['landing.methods.legend'] }),
    ).toBeVisible();
    await expect(languagePicker(page)).toHaveValue('hi');
    await expectAllIn(page, 'hi');

    // Each language by its own name, marked with its lang for screen readers.
    const options = languagePicker(page).getByRole('option');
    await expect(options).toHaveCount(42);
    const names = await options.allTextContents();
    for (const name of ['العربية', 'עברית', 'فارسی', 'हिन्दी', '繁體中文', 'Српски', 'Filipino']) {
      expect(names, name).toContain(name);
    }
    await expect(options.filter({ hasText: '繁體中文' })).toHaveAttribute('lang', 'zh-Hant');

    // Picked in the footer: the page turns right to left at once, and back.
    await languagePicker(page).selectOption({ label: 'עברית' });
    await expect(
      page.getByRole('radiogroup', { name: catalogueOf('he')['landing.methods.legend'] }),
    ).toBeVisible();
    await expectPageLanguage(page, 'he');
    await languagePicker(page).selectOption({ label: 'हिन्दी' });
    await expectPageLanguage(page, 'hi');

    // Korean lines break between words, never inside one.
    await languagePicker(page).selectOption({ label: '한국어' });
    await expectPageLanguage(page, 'ko');
    const legend = page.getByRole('radiogroup', {
      name: catalogueOf('ko')['landing.methods.legend'],
    });
    expect(await legend.evaluate((element) => getComputedStyle(element).wordBreak)).toBe(
      'keep-all',
    );
  });
});

test.describe("the card form follows the shopper's pick", () => {
  test('a language picked in the footer is the language of the framed card form', async ({
    page,
  }) => {
    const link = await createLink({ locale: 'en_GB' });
    await page.goto(`/uuid/${link.uuid}/card`);
    const english = catalogueOf('en');
    const englishFrame = page.frameLocator(`iframe[title="${english['card.form.title']}"]`);
    await expect(
      englishFrame.getByLabel(gatewayTexts('en')['cardForm.number.label'] ?? MISSING_KEY_MARKER, {
        exact: true,
      }),
    ).toBeVisible();

    // Picked on the card page itself: the page turns Hebrew, and so does the form in its frame.
    await languagePicker(page).selectOption({ label: 'עברית' });
    await expectPageLanguage(page, 'he');
    const hebrew = catalogueOf('he');
    const frame = page.frameLocator(`iframe[title="${hebrew['card.form.title']}"]`);
    const number = frame.getByLabel(
      gatewayTexts('he')['cardForm.number.label'] ?? MISSING_KEY_MARKER,
      {
        exact: true,
      },
    );
    await expect(number).toBeVisible();
    await expect(frame.locator('html')).toHaveAttribute('lang', 'he');
    await expect(frame.getByText('Card number')).toHaveCount(0);
  });
});
