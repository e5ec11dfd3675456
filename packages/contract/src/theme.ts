import Type from 'typebox';

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

export type ThemeColourName = keyof typeof THEME_DEFAULTS;
export const THEME_COLOUR_NAMES = Object.keys(THEME_DEFAULTS) as ThemeColourName[];

export const HEX_COLOUR_PATTERN = '^#[0-9a-fA-F]{6}$';

export const ThemeSchema = Type.Object(
  Object.fromEntries(
    THEME_COLOUR_NAMES.map((name) => [
      name,
      Type.Optional(Type.String({ pattern: HEX_COLOUR_PATTERN })),
    ]),
  ) as Record<ThemeColourName, Type.TOptional<Type.TString>>,
  { additionalProperties: false },
);
export type Theme = Partial<Record<ThemeColourName, string>>;
