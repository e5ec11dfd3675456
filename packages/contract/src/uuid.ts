import Type from 'typebox';

/** SPEC §5: the standard 8-4-4-4-12 hexadecimal form. */
export const UUID_PATTERN =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
export const UUID_LENGTH = 36;

export const UuidSchema = Type.String({ pattern: UUID_PATTERN, minLength: 36, maxLength: 36 });

export function isUuid(value: string): boolean {
  return new RegExp(UUID_PATTERN).test(value);
}
