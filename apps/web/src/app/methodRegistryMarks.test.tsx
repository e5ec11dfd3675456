import { PAYMENT_METHODS } from '@paypage/contract/paymentMethods';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import markLetterOutlines from '../components/methodMark/markLetters.svg?raw';
import { aPaymentLink, fakeApi, linkFound, LINK_UUID } from '../test/fakeApi';
import { renderPage } from '../test/renderPage';
import { METHOD_MARKS } from './methodRegistry';
import { BUILT_METHODS } from './methodRegistry';

/** A mark's drawing, to tell two marks apart. */
const drawingOf = (label: HTMLElement) => {
  const mark = label.querySelector('svg.method-mark');
  expect(mark, label.textContent).not.toBeNull();
  expect(mark).toHaveAttribute('aria-hidden', 'true');
  return mark?.innerHTML ?? '';
};

describe("every method's mark", () => {
  it('is its own: no two of the 19 methods draw the same mark', () => {
    const drawings = PAYMENT_METHODS.map((method) => {
      const Mark = METHOD_MARKS[method];
      const { container, unmount } = render(<Mark />);
      const drawing = drawingOf(container);
      unmount();
      return drawing;
    });
    expect(new Set(drawings).size).toBe(PAYMENT_METHODS.length);
  });

  it('stands before each method in the landing list, different for each', async () => {
    fakeApi(linkFound(aPaymentLink({ paymentMethods: BUILT_METHODS, paypalMerchantId: 'PP-1' })));
    renderPage(`/uuid/${LINK_UUID}`);
    const list = await screen.findByRole('radiogroup');
    const radios = within(list).getAllByRole('radio');
    expect(radios).toHaveLength(BUILT_METHODS.length);
    const drawings = radios.map((radio) => drawingOf(radio.closest('label') as HTMLElement));
    expect(new Set(drawings).size).toBe(radios.length);
  });

  it("stands beside the method's name on its page", async () => {
    fakeApi(linkFound(aPaymentLink({ paymentMethods: ['CARD', 'PROMPTPAYQR'] })));
    renderPage(`/uuid/${LINK_UUID}/promptpayqr`);
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const current = within(breadcrumb).getByText(/PromptPay/);
    expect(current).toHaveAttribute('aria-current', 'page');
    const { container } = render(<METHOD_MARKS.PROMPTPAYQR />);
    expect(drawingOf(current)).toBe(drawingOf(container));
  });

  it('draws its letters from outlines in the letters file, which holds no others', () => {
    const drawn = new Set<string>();
    for (const method of PAYMENT_METHODS) {
      const Mark = METHOD_MARKS[method];
      const { container, unmount } = render(<Mark />);
      for (const use of container.querySelectorAll('use')) {
        const [file, id] = use.getAttribute('href')?.split('#') ?? [];
        expect(file, method).toMatch(/\/markLetters[-\w]*\.svg/);
        drawn.add(id ?? '');
      }
      unmount();
    }
    const outlines = [...markLetterOutlines.matchAll(/<path id="([^"]+)" d="M[^"]+"\/>/g)];
    // A word a mark no longer writes is left out when scripts/markLetters.mjs is run again.
    expect(new Set(outlines.map(([, id]) => id))).toEqual(drawn);
    expect(drawn.size).toBeGreaterThan(12);
  });
});
