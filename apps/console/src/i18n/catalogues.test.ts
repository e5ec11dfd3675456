import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';

/** The arguments a message uses ({minutes}, {count, plural, …}), in any nesting. */
function argumentsOf(message: string, language: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: unknown): void => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes as { type: number; value?: unknown; options?: unknown }[]) {
      // Literal (0) and pound (7) carry no argument name; every other element does.
      if (node.type !== 0 && node.type !== 7 && typeof node.value === 'string') {
        names.add(node.value);
      }
      if (node.options && typeof node.options === 'object') {
        for (const option of Object.values(node.options as Record<string, { value: unknown }>)) {
          walk(option.value);
        }
      }
    }
  };
  walk(new IntlMessageFormat(message, language).getAst());
  return [...names].sort();
}

describe('the console catalogues', () => {
  it('have the same keys in English and German', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, message] of Object.entries(en)) {
      const german = (de as Record<string, string>)[key] ?? '';
      expect(argumentsOf(german, 'de'), key).toEqual(argumentsOf(message, 'en'));
    }
  });

  it('have no empty text', () => {
    for (const catalogue of [en, de]) {
      for (const [key, message] of Object.entries(catalogue))
        expect(message.trim(), key).not.toBe('');
    }
  });
});
