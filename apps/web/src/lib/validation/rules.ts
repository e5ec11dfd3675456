/**
 * Declarative validation (DESIGN.md): each field has a list of rules, each a test and the key
 * of the message shown when it fails. The first failing rule speaks.
 */
export interface Rule<K extends string = string> {
  test(value: string): boolean;
  message: K;
}

export const required = <K extends string>(message: K): Rule<K> => ({
  test: (value) => value.trim() !== '',
  message,
});

/** Length in characters as the shopper sees them (an emoji or a ß counts once). */
export const lengthBetween = <K extends string>(min: number, max: number, message: K): Rule<K> => ({
  test: (value) => {
    const length = [...value.trim()].length;
    return length >= min && length <= max;
  },
  message,
});

export const matches = <K extends string>(pattern: RegExp, message: K): Rule<K> => ({
  test: (value) => pattern.test(value.trim()),
  message,
});

/**
 * An address a mail server would accept: one @, a local part and a domain with a dot, no spaces,
 * at most 254 characters (RFC 5321's path limit). Deliberately not the full RFC 5322 grammar,
 * which lets through what no shop can mail.
 */
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;
export const email = <K extends string>(message: K): Rule<K> => ({
  test: (value) => value.trim().length <= 254 && EMAIL.test(value.trim()),
  message,
});

/** The message of the first rule the value breaks, if any. */
export function firstProblem<K extends string>(
  value: string,
  rules: readonly Rule<K>[],
): K | undefined {
  return rules.find((rule) => !rule.test(value))?.message;
}
