import type { Page } from '@playwright/test';
import { catalogueOf } from '../support/catalogues';
import { expect, expectNoHorizontalOverflow, test } from '../support/fixtures';
import { createLink } from '../support/merchantApi';
import { paidTransaction, refusedTransaction, resultAddress } from '../support/resultPages';

// The narrowest phone we support; in the desktop project only (-languages.spec.ts), as the
// viewport is set here.
test.use({ viewport: { width: 320, height: 640 } });

const en = catalogueOf('en');
/** Translations run up to 40 % longer than English (German, Finnish, Greek, …). */
const LONGER_BY = 0.4;

/**
 * A pseudo-locale made on the page itself: every word of every text node (and every placeholder)
 * grows by 40 %, the way a translation does, long words becoming longer unbreakable words. Done
 * after rendering rather than with a pseudo catalogue so that the page under test is exactly the
 * built one: a test-only catalogue would have to be built into the page as a 31st language.
 */
async function lengthenEveryText(page: Page): Promise<void> {
  await page.evaluate((longerBy) => {
    const grow = (text: string) =>
      text.replace(/\p{L}+/gu, (word) => word + word.slice(0, Math.ceil(word.length * longerBy)));
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Text) node.data = grow(node.data);
      else if (node instanceof HTMLInputElement && node.placeholder) {
        node.placeholder = grow(node.placeholder);
      }
    }
  }, LONGER_BY);
}

/**
 * Nothing cut off: no sideways scrolling, and no element that hides (overflow hidden or clip,
 * or an ellipsis) part of what it holds. Visually hidden texts for screen readers clip on
 * purpose and are left out.
 */
async function expectNothingClipped(page: Page): Promise<void> {
  await expectNoHorizontalOverflow(page);
  const clipped = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node as HTMLElement;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.clipPath === 'inset(50%)') continue;
      const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
      const wide = element.scrollWidth > element.clientWidth + 1;
      const tall = element.scrollHeight > element.clientHeight + 1;
      if (
        (hides(style.overflowX) && wide) ||
        (hides(style.overflowY) && tall) ||
        (style.textOverflow === 'ellipsis' && wide)
      ) {
        const text = (element.innerText || element.getAttribute('aria-label') || '').slice(0, 60);
        found.push(
          `${element.tagName.toLowerCase()} "${text}" ${element.scrollWidth}>${element.clientWidth}`,
        );
      }
    }
    return found;
  });
  expect(clipped, 'clipped elements').toEqual([]);
}

async function expectLongerTextFits(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // The footer's language picker is a lazy chunk: lengthen it too.
  await expect(
    page.getByRole('contentinfo').getByRole('combobox', { name: en['footer.language'] }),
  ).toBeVisible();
  await lengthenEveryText(page);
  await expectNothingClipped(page);
}

test('a language 40 % longer than English fits at 320 px on landing, card, success and failure pages', async ({
  page,
  request,
}) => {
  // A frozen clock: the return countdown would otherwise write its text anew every second.
  await page.clock.install();
  const longLink = () =>
    createLink({
      description: 'Order 1042: two wool jumpers, one scarf and a pair of gloves',
      returnUrl: 'https://shop.example/thanks',
      returnUrlTimer: 600,
      paymentMethods: ['CARD', 'SEPA_DD', 'PAYPAL'],
    });
  const link = await longLink();
  const home = `/uuid/${link.uuid}`;
  await expectLongerTextFits(page, home, 'Demo Shop');
  await expectLongerTextFits(page, `${home}/card`, en['method.name.card'] ?? '');
  // A result page speaks of a payment: another such link paid, this one's card payment refused.
  const paid = await longLink();
  await expectLongerTextFits(
    page,
    resultAddress(paid.uuid, 'success', await paidTransaction(request, paid.uuid)),
    en['result.success.completed.title'] ?? '',
  );
  await expectLongerTextFits(
    page,
    resultAddress(
      link.uuid,
      'failure',
      await refusedTransaction(request, link.uuid),
      'retry-and-checkout',
    ),
    en['result.failure.title'] ?? '',
  );
});
