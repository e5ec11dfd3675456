import { pageThemes } from '@paypage/contract/darkTheme';
import {
  DARK_THEME_DEFAULTS,
  HEX_COLOUR_PATTERN,
  THEME_DEFAULTS,
} from '@paypage/contract/themeColours';
import type { Theme } from '@paypage/contract/themeColours';
import { previewColours } from './applyTheme';

/** The message the console sends its frame, and the one the frame answers when it listens. */
export const PREVIEW_THEME_MESSAGE = 'paypage:preview-theme';
export const PREVIEW_READY_MESSAGE = 'paypage:preview-ready';

export interface PreviewTheme {
  theme: Theme;
  darkTheme: Theme;
  /** Show this scheme's colours whatever the device is set to; absent: as the device is. */
  scheme?: 'light' | 'dark';
}

const HEX_COLOUR = new RegExp(HEX_COLOUR_PATTERN);

/**
 * A theme as the contract's ThemeSchema allows it: only the colour names it is built from, each
 * a string of its #rrggbb pattern. Checked on the schema's own names and pattern rather than
 * with TypeBox: the page's bundle loads no TypeBox (a lint rule), and the schema is no more.
 */
function themeOf(value: unknown): Theme | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const theme: Theme = {};
  for (const [name, hex] of Object.entries(value)) {
    if (!Object.hasOwn(THEME_DEFAULTS, name)) return null;
    if (typeof hex !== 'string' || !HEX_COLOUR.test(hex)) return null;
    theme[name as keyof Theme] = hex;
  }
  return theme;
}

/** The preview's colours from a message's data, or null for anything that is not one. */
export function previewThemeOf(data: unknown): PreviewTheme | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as {
    type?: unknown;
    theme?: unknown;
    darkTheme?: unknown;
    scheme?: unknown;
  };
  if (message.type !== PREVIEW_THEME_MESSAGE) return null;
  const theme = themeOf(message.theme);
  const darkTheme = message.darkTheme === undefined ? {} : themeOf(message.darkTheme);
  const { scheme } = message;
  if (scheme !== undefined && scheme !== 'light' && scheme !== 'dark') return null;
  if (!theme || !darkTheme) return null;
  return scheme === undefined ? { theme, darkTheme } : { theme, darkTheme, scheme };
}

/**
 * Applies the colours the console sends, worked out as the service works out a link's
 * (pageThemes: dark derived where not set, every text made readable), so the preview shows what
 * saving would. Only messages of the page's own origin sent by the window that frames it count;
 * every other message is ignored. Tells the console it listens, so it sends the current colours.
 */
export function listenForPreviewTheme(view: Window = window): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== view.location.origin || event.source !== view.parent) return;
    const preview = previewThemeOf(event.data);
    if (!preview) return;
    const themes = pageThemes(preview.theme, preview.darkTheme);
    // Every colour, not only those that differ from the defaults: the page the service drew
    // carries the saved colours in its own rules, which an unset colour would fall back to. So a
    // chosen scheme's colours, set in full, show whatever the device is set to.
    const light = { ...THEME_DEFAULTS, ...themes.light };
    const dark = { ...DARK_THEME_DEFAULTS, ...themes.dark };
    if (preview.scheme === 'dark') previewColours(dark, dark);
    else if (preview.scheme === 'light') previewColours(light, light);
    else previewColours(light, dark);
  };
  view.addEventListener('message', onMessage);
  view.parent.postMessage({ type: PREVIEW_READY_MESSAGE }, view.location.origin);
  return () => view.removeEventListener('message', onMessage);
}
