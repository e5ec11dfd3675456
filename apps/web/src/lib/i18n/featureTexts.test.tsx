import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { featureTexts } from './featureTexts';
import { chooseLanguage, showLanguage } from './translator';

const english = { 'sample.greeting': 'Pay {amount} now', 'sample.only': 'Only in English' };

function sampleFeature(german: Partial<typeof english> | Promise<never>) {
  const loadGerman = vi.fn(() => (german instanceof Promise ? german : Promise.resolve(german)));
  const useSampleT = featureTexts(english, { './i18n/de.json': loadGerman });
  function Sample() {
    const t = useSampleT();
    return (
      <>
        <p>{t('sample.greeting', { amount: '5 €' })}</p>
        <p>{t('sample.only')}</p>
        <p>{t('dialog.ok')}</p>
      </>
    );
  }
  // Inside act: React retries a suspended first render only there in a test (in a browser, always).
  const view = () =>
    act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Sample />
        </Suspense>,
      );
    });
  return { loadGerman, view };
}

describe('featureTexts: a feature’s catalogues come with its chunk', () => {
  it('speaks English from the chunk itself, and the shell’s keys too', async () => {
    const { loadGerman, view } = sampleFeature({ 'sample.greeting': 'Jetzt {amount} zahlen' });
    await view();
    expect(screen.getByText('Pay 5 € now')).toBeVisible();
    expect(screen.getByText('OK')).toBeVisible();
    expect(loadGerman).not.toHaveBeenCalled();
  });

  it('loads the page’s language the first time the feature shows in it', async () => {
    await showLanguage('de', 'de_DE');
    const { loadGerman, view } = sampleFeature({ 'sample.greeting': 'Jetzt {amount} zahlen' });
    await view();
    expect(await screen.findByText('Jetzt 5 € zahlen')).toBeVisible();
    // A key the language lacks falls back to English, as the shell's do.
    expect(screen.getByText('Only in English')).toBeVisible();
    expect(loadGerman).toHaveBeenCalledOnce();
  });

  it('switches language in place: the texts are loaded before the page changes', async () => {
    const { loadGerman, view } = sampleFeature({ 'sample.greeting': 'Jetzt {amount} zahlen' });
    await view();
    await act(() => chooseLanguage('de'));
    expect(screen.getByText('Jetzt 5 € zahlen')).toBeVisible();
    expect(screen.queryByText('loading')).toBeNull();
    expect(loadGerman).toHaveBeenCalledOnce();
  });

  it('stays in English when its language chunk cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await showLanguage('de', 'de_DE');
    const { view } = sampleFeature(Promise.reject(new Error('chunk failed')));
    await view();
    expect(await screen.findByText('Pay 5 € now')).toBeVisible();
  });
});
