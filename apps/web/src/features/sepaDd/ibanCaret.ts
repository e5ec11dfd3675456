import { compact, formatIban } from '@paypage/contract/iban';
import { useLayoutEffect, useRef } from 'react';
import type { FieldState } from '../../lib/validation/useFormFields';

/** Where the caret goes in the grouped IBAN: after as many letters and digits as before. */
function caretAfterGrouping(typed: string, caret: number): number {
  const kept = compact(typed.slice(0, caret)).length;
  const grouped = formatIban(typed);
  let position = 0;
  for (let seen = 0; position < grouped.length && seen < kept; position++) {
    if (grouped[position] !== ' ') seen++;
  }
  return position;
}

/**
 * The IBAN field regroups its value as the shopper types (SPEC §5); without help the browser
 * would then put the caret at the end, so a digit corrected in the middle would send the
 * shopper's next keystroke to the end. This keeps the caret where the shopper was typing.
 */
export function useIbanCaret<K extends string>(field: FieldState<K>): FieldState<K> {
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null || !input.current) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [field.value]);
  return {
    ...field,
    attach: (element) => {
      input.current = element instanceof HTMLInputElement ? element : null;
      field.attach(element);
    },
    onChange: (typed) => {
      const at = input.current?.selectionStart;
      caret.current = at === null || at === undefined ? null : caretAfterGrouping(typed, at);
      field.onChange(typed);
    },
  };
}
