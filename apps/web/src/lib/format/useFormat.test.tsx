import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, showLanguage } from '../i18n/translator';
import { useFormat } from './useFormat';

function Shown() {
  const format = useFormat();
  return (
    <p>
      {format.amount(123456, 'EUR')} | {format.monthYear(5, 2027)}
    </p>
  );
}

const text = () => screen.getByRole('paragraph').textContent?.replace(/\s/g, ' ');

describe('useFormat', () => {
  it('formats for the UI locale: the page’s language with the link’s country', async () => {
    await showLanguage('de', 'de_AT');
    render(<Shown />);
    expect(text()).toBe('EUR 1.234,56 | 05/2027');
  });

  it('follows the shopper’s pick of language at once', async () => {
    await showLanguage('en', 'en_GB');
    render(<Shown />);
    expect(text()).toBe('EUR 1,234.56 | 05/2027');
    await act(() => chooseLanguage('de'));
    expect(text()).toBe('1.234,56 EUR | 05/2027');
  });
});

describe('useFormat on a right-to-left page', () => {
  it.each([
    ['ar', 'ar_SA'],
    ['he', 'he_IL'],
    ['fa', 'fa_IR'],
  ])('keeps amounts in %s one left-to-right piece (LRI … PDI)', async (language, locale) => {
    await showLanguage(language, locale);
    render(<Shown />);
    const [amount = ''] = (text() ?? '').split(' | ');
    expect(amount).toMatch(/^\u2066[^\u2066\u2069]+\u2069$/);
    expect(amount).toContain('EUR');
    // No right-to-left mark inside: it would move the space between number and code.
    expect(amount).not.toMatch(/[\u200e\u200f\u061c]/);
  });

  it('writes the Hebrew amount with its space between number and code', async () => {
    await showLanguage('he', 'he_IL');
    render(<Shown />);
    expect(text()?.split(' | ')[0]).toBe('\u20661,234.56 EUR\u2069');
  });

  it('leaves left-to-right pages without marks', async () => {
    await showLanguage('hi', 'hi_IN');
    render(<Shown />);
    expect(text()).not.toMatch(/[\u2066-\u2069]/);
  });
});
