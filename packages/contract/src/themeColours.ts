// The theme's colours as data, without TypeBox: the page and the console (whose bundles load no
// TypeBox, a lint rule) draw, derive and check colours from these; theme.ts builds the schema
// from the same names and pattern.

/**
 * SPEC §3: about 40 named colours, applied as CSS variables split into hue, saturation and
 * lightness. A merchant's theme sets any subset; the page falls back to these defaults.
 */
export const THEME_DEFAULTS = {
  primary: '#0078d6',
  primaryDark: '#005a9e',
  primaryLight: '#e5f1fb',
  onPrimary: '#ffffff',
  secondary: '#4a5568',
  onSecondary: '#ffffff',
  error: '#d92121',
  errorLight: '#fdecec',
  onError: '#ffffff',
  success: '#1d861d',
  successLight: '#e8f5e8',
  onSuccess: '#ffffff',
  warning: '#8a5a00',
  warningLight: '#fff4e0',
  info: '#0b5cad',
  infoLight: '#e6f0fa',
  background: '#f4f5f7',
  surface: '#ffffff',
  surfaceAlt: '#fafbfc',
  text: '#1a1d21',
  textMuted: '#51585f',
  textInverse: '#ffffff',
  heading: '#111418',
  link: '#0062b0',
  linkVisited: '#5a3d9e',
  border: '#c9ced4',
  borderStrong: '#8a929b',
  divider: '#e3e6ea',
  focus: '#0078d6',
  inputBackground: '#ffffff',
  inputBorder: '#767d85',
  inputText: '#1a1d21',
  placeholder: '#6b7280',
  disabled: '#9aa1a9',
  disabledBackground: '#eef0f2',
  buttonSecondaryBackground: '#ffffff',
  buttonSecondaryText: '#0062b0',
  overlay: '#0b1016',
  footerBackground: '#ffffff',
  footerText: '#51585f',
} as const;

/**
 * The same colours for a shopper whose device asks for dark (`prefers-color-scheme: dark`): dark
 * grounds, light text, and accents lightened so that dark text reads on them. A merchant's dark
 * theme, given or derived from its light one (darkTheme.ts), sets any subset over these.
 */
export const DARK_THEME_DEFAULTS: Record<keyof typeof THEME_DEFAULTS, string> = {
  primary: '#5aa9f0',
  primaryDark: '#8cc4f5',
  primaryLight: '#13293d',
  onPrimary: '#0b1016',
  secondary: '#a0aec0',
  onSecondary: '#0b1016',
  error: '#ff8a80',
  errorLight: '#3b1a18',
  onError: '#0b1016',
  success: '#6fcf6f',
  successLight: '#14301a',
  onSuccess: '#0b1016',
  warning: '#f2b860',
  warningLight: '#35280f',
  info: '#7ab8f5',
  infoLight: '#12283d',
  background: '#0f1216',
  surface: '#181c21',
  surfaceAlt: '#1f242a',
  text: '#e6e9ed',
  textMuted: '#aab2bb',
  textInverse: '#0f1216',
  heading: '#f4f6f8',
  link: '#7ab8f5',
  linkVisited: '#bba6f2',
  border: '#3d454e',
  borderStrong: '#7a838d',
  divider: '#2b3139',
  focus: '#7ab8f5',
  inputBackground: '#0f1216',
  inputBorder: '#8a939c',
  inputText: '#e6e9ed',
  placeholder: '#959ea8',
  disabled: '#6f7780',
  disabledBackground: '#242a30',
  buttonSecondaryBackground: '#181c21',
  buttonSecondaryText: '#7ab8f5',
  overlay: '#000000',
  footerBackground: '#181c21',
  footerText: '#aab2bb',
};

export type ThemeColourName = keyof typeof THEME_DEFAULTS;
export const THEME_COLOUR_NAMES = Object.keys(THEME_DEFAULTS) as ThemeColourName[];

export const HEX_COLOUR_PATTERN = '^#[0-9a-fA-F]{6}$';

export type Theme = Partial<Record<ThemeColourName, string>>;
