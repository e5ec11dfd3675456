import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHOSEN_LANGUAGE_KEY } from '../../lib/i18n/chosenLanguage';
import { LINK_LOCALES } from '../../lib/i18n/linkLocales';
import { showLanguage } from '../../lib/i18n/translator';
import { uiLanguageOf } from '../../lib/i18n/uiLanguage';
import { Footer } from './footer';

async function footerFor(language: string, locale?: string) {
  await showLanguage(language, locale);
  render(<Footer />);
}

const legalLinks = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('link')
    .map((link) => ({
      name: link.textContent,
      href: link.getAttribute('href'),
    }));

describe('Footer', () => {
  it('gives Germany imprint and privacy statement in German', async () => {
    await footerFor('de', 'de_DE');
    expect(screen.getByRole('navigation', { name: 'Rechtliche Hinweise' })).toBeVisible();
    expect(legalLinks()).toEqual([
      {
        name: 'Impressum (öffnet in einem neuen Tab)',
        href: 'https://www.paypage.eu/de/de/imprint',
      },
      {
        name: 'Datenschutzerklärung (öffnet in einem neuen Tab)',
        href: 'https://www.paypage.eu/de/de/privacy',
      },
    ]);
    expect(screen.getByText('Sichere Zahlungsseite')).toBeVisible();
  });

  it('opens the legal pages in a new tab and says so', async () => {
    await footerFor('en', 'en_GB');
    const imprint = screen.getByRole('link', { name: 'Imprint (opens in a new tab)' });
    expect(imprint).toHaveAttribute('target', '_blank');
    expect(imprint).toHaveAttribute('rel', 'noopener');
    expect(
      screen.getByRole('link', { name: 'Privacy statement (opens in a new tab)' }),
    ).toBeVisible();
  });

  it('has no legal links for Korea', async () => {
    await footerFor('en', 'ko_KR');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Secure payment page')).toBeVisible();
  });

  it('has only the imprint for Singapore, and the GB one', async () => {
    await footerFor('en', 'en_SG');
    expect(legalLinks()).toEqual([
      { name: 'Imprint (opens in a new tab)', href: 'https://www.paypage.eu/gb/en/imprint' },
    ]);
  });

  it('uses en + GB before any link has loaded (session not found)', () => {
    render(<Footer />);
    expect(legalLinks().map((link) => link.href)).toEqual([
      'https://www.paypage.eu/gb/en/imprint',
      'https://www.paypage.eu/gb/en/privacy',
    ]);
  });

  it('follows the page when a link’s locale arrives later', async () => {
    render(<Footer />);
    await act(() => showLanguage('en', 'en_SG'));
    expect(legalLinks()).toHaveLength(1);
    await act(() => showLanguage('de', 'de_AT'));
    expect(legalLinks().map((link) => link.href)).toEqual([
      'https://www.paypage.eu/at/de/imprint',
      'https://www.paypage.eu/at/de/privacy',
    ]);
  });
});

describe('Footer legal links over the locale table', () => {
  it.each(Object.keys(LINK_LOCALES))('%s', async (locale) => {
    await footerFor(uiLanguageOf(locale), locale);
    const country = LINK_LOCALES[locale]?.[1];
    const expected = country === 'KR' ? 0 : country === 'SG' ? 1 : 2;
    expect(screen.queryAllByRole('link')).toHaveLength(expected);
  });
});

describe('the language picker', () => {
  // The picker is a lazy chunk of its own, so it turns up a moment after the footer.
  const picker = () => screen.findByRole('combobox', { name: 'Language' });

  it('offers each language by its own name, the page’s chosen', async () => {
    await footerFor('en', 'en_GB');
    const select = await picker();
    expect(select).toHaveValue('en');
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toContain('Deutsch');
    expect(options.map((option) => option.textContent)).toContain('English');
    expect(within(select).getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
  });

  it('switches the page in place, keeps the country and remembers the pick for this tab', async () => {
    await footerFor('en', 'en_IE');
    await userEvent.selectOptions(await picker(), 'Deutsch');
    expect(await screen.findByText('Sichere Zahlungsseite')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(document.documentElement.lang).toBe('de');
    expect(sessionStorage.getItem(CHOSEN_LANGUAGE_KEY)).toBe('"de"');
    expect(legalLinks().map((link) => link.href)).toEqual([
      'https://www.paypage.eu/ie/de/imprint',
      'https://www.paypage.eu/ie/de/privacy',
    ]);
  });

  it('is there without legal links too (Korea)', async () => {
    await footerFor('en', 'ko_KR');
    expect(await picker()).toBeVisible();
  });
});
