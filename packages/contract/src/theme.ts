import Type from 'typebox';
import { HEX_COLOUR_PATTERN, THEME_COLOUR_NAMES, type ThemeColourName } from './themeColours';

// Most code names the types by this module, where the schema is.
export type { Theme, ThemeColourName } from './themeColours';

export const ThemeSchema = Type.Object(
  Object.fromEntries(
    THEME_COLOUR_NAMES.map((name) => [
      name,
      Type.Optional(Type.String({ pattern: HEX_COLOUR_PATTERN })),
    ]),
  ) as Record<ThemeColourName, Type.TOptional<Type.TString>>,
  { additionalProperties: false },
);
