import { DARK_THEME_DEFAULTS, THEME_DEFAULTS } from '@paypage/contract/themeColours';
import { hexToHsl } from '@paypage/contract/hslColour';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme } from './applyTheme';
import { framedByOwnOrigin } from './previewFrame';
import {
  listenForPreviewTheme,
  PREVIEW_READY_MESSAGE,
  PREVIEW_THEME_MESSAGE,
  previewThemeOf,
} from './previewTheme';

const ORIGIN = 'https://pay.example';

/** A frame's window as the listener sees it: its origin, its parent, its message events. */
function framedView() {
  const parent = { postMessage: vi.fn() };
  const view = Object.assign(new EventTarget(), { location: { origin: ORIGIN }, parent });
  return { view: view as unknown as Window, parent };
}

function send(view: Window, data: unknown, origin: string, source: unknown) {
  const event = new Event('message');
  Object.defineProperties(event, {
    data: { value: data },
    origin: { value: origin },
    source: { value: source },
  });
  view.dispatchEvent(event);
}

const primaryLightness = () => document.documentElement.style.getPropertyValue('--color-primary-l');
const RED = '#c0392b';

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

describe('framedByOwnOrigin', () => {
  it('is false on its own, in another origin’s frame, true in its own origin’s frame', () => {
    const alone = { location: { origin: ORIGIN } } as { parent?: unknown; location: unknown };
    alone.parent = alone;
    expect(framedByOwnOrigin(alone as unknown as Window)).toBe(false);
    const foreignParent = {
      get location(): never {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    expect(
      framedByOwnOrigin({
        parent: foreignParent,
        location: { origin: ORIGIN },
      } as unknown as Window),
    ).toBe(false);
    expect(
      framedByOwnOrigin({
        parent: { location: { origin: ORIGIN } },
        location: { origin: ORIGIN },
      } as unknown as Window),
    ).toBe(true);
  });
});

describe('previewThemeOf', () => {
  it('takes a theme of the contract’s colour names and #rrggbb values', () => {
    expect(
      previewThemeOf({ type: PREVIEW_THEME_MESSAGE, theme: { primary: RED }, darkTheme: {} }),
    ).toEqual({ theme: { primary: RED }, darkTheme: {} });
  });

  it.each([
    ['another type', { type: 'other', theme: { primary: RED } }],
    ['no theme', { type: PREVIEW_THEME_MESSAGE }],
    ['an unknown colour name', { type: PREVIEW_THEME_MESSAGE, theme: { evil: RED } }],
    ['a value that is not #rrggbb', { type: PREVIEW_THEME_MESSAGE, theme: { primary: 'red' } }],
    [
      'a value that would end a CSS rule',
      { type: PREVIEW_THEME_MESSAGE, theme: { primary: '#000000;}body{display:none' } },
    ],
    ['a bad dark theme', { type: PREVIEW_THEME_MESSAGE, theme: {}, darkTheme: { text: 1 } }],
    ['an inherited name', { type: PREVIEW_THEME_MESSAGE, theme: { toString: RED } }],
    ['an unknown scheme', { type: PREVIEW_THEME_MESSAGE, theme: {}, scheme: 'sepia' }],
    ['a string', 'paypage:preview-theme'],
    ['null', null],
  ])('refuses %s', (_, data) => {
    expect(previewThemeOf(data)).toBeNull();
  });
});

describe('listenForPreviewTheme', () => {
  it('tells its parent, in its own origin only, that it listens', () => {
    const { view, parent } = framedView();
    const stop = listenForPreviewTheme(view);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: PREVIEW_READY_MESSAGE }, ORIGIN);
    stop();
  });

  it('ignores colours from another origin or from a window that is not its parent', () => {
    const { view, parent } = framedView();
    const stop = listenForPreviewTheme(view);
    const message = { type: PREVIEW_THEME_MESSAGE, theme: { primary: RED } };
    send(view, message, 'https://evil.example', parent);
    send(view, message, ORIGIN, { postMessage: vi.fn() });
    send(view, message, ORIGIN, null);
    expect(primaryLightness()).toBe('');
    stop();
  });

  it('applies its parent’s colours as the page’s variables, and keeps them over the link’s', () => {
    const { view, parent } = framedView();
    const stop = listenForPreviewTheme(view);
    send(view, { type: PREVIEW_THEME_MESSAGE, theme: { primary: RED } }, ORIGIN, parent);
    expect(primaryLightness()).toBe(`${hexToHsl(RED).l}%`);
    // Every colour is set, the defaults too: the drawn page's saved colours cannot show through.
    expect(document.documentElement.style.getPropertyValue('--color-surface-l')).toBe(
      `${hexToHsl(THEME_DEFAULTS.surface).l}%`,
    );
    // The link arrives after the preview's colours: the preview's stay.
    applyTheme({ primary: '#00ff00' }, {});
    expect(primaryLightness()).toBe(`${hexToHsl(RED).l}%`);
    stop();
  });

  it('shows the dark colours on a light device when the console asks for dark', () => {
    const { view, parent } = framedView();
    const stop = listenForPreviewTheme(view);
    send(view, { type: PREVIEW_THEME_MESSAGE, theme: {}, scheme: 'dark' }, ORIGIN, parent);
    expect(document.documentElement.style.getPropertyValue('--color-surface-l')).toBe(
      `${hexToHsl(DARK_THEME_DEFAULTS.surface).l}%`,
    );
    stop();
  });
});

describe('the preview’s check of a theme', () => {
  it('accepts exactly the themes the contract’s ThemeSchema accepts', async () => {
    const { ThemeSchema } = await import('@paypage/contract/theme');
    const { default: Value } = await import('typebox/value');
    const candidates: unknown[] = [
      {},
      ...Object.keys(THEME_DEFAULTS).map((name) => ({ [name]: '#AbCdEf' })),
      { primary: '#abcdef', text: '#000000' },
      { primary: '#abcde' },
      { primary: '#abcdefa' },
      { primary: 'abcdef' },
      { primary: '#ggg000' },
      { primary: 1 },
      { unknownColour: '#000000' },
      ['#000000'],
      null,
    ];
    for (const theme of candidates) {
      const accepted = previewThemeOf({ type: PREVIEW_THEME_MESSAGE, theme }) !== null;
      expect(accepted, JSON.stringify(theme)).toBe(Value.Check(ThemeSchema, theme));
    }
  });
});
