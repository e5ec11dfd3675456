import Type from 'typebox';
import { PLAIN_TEXT_NOT_BLANK_PATTERN, PLAIN_TEXT_PATTERN } from './plainTextRule';

/**
 * A free-text field a merchant or a shopper fills in and someone else reads: a string without
 * control characters or bidirectional overrides (plainTextRule.ts says which and why). One
 * schema for every such field, so every route refuses them the same way, naming the field.
 */
export function PlainText(options: {
  minLength?: number;
  maxLength: number;
  notBlank?: boolean;
  description?: string;
}) {
  const { notBlank, ...rest } = options;
  return Type.String({
    ...rest,
    pattern: notBlank ? PLAIN_TEXT_NOT_BLANK_PATTERN : PLAIN_TEXT_PATTERN,
  });
}
