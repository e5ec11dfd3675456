import { useCallback, useMemo, useRef, useState } from 'react';
import type { Rule } from './rules';
import { firstProblem } from './rules';

export interface FieldSpec<K extends string> {
  rules: readonly Rule<K>[];
  /** How the value shows while typed (an IBAN in groups of four); validation sees it as shown. */
  format?: (value: string) => string;
  initial?: string;
}

export interface FieldState<K extends string> {
  name: string;
  value: string;
  /** The message key to show, once the field was left or the form submitted. */
  problem: K | undefined;
  onChange(value: string): void;
  onBlur(): void;
  /** Hands the field its input element, for focus on submit (`ref={field.attach}`). */
  attach(element: HTMLInputElement | HTMLSelectElement | null): void;
}

/**
 * A form's fields, validated on blur and on submit (DESIGN.md): a field shows its problem once
 * the shopper has left it, and `submit()` shows every problem and moves focus to the first
 * field that has one. Answers the values when all are valid.
 */
export function useFormFields<F extends string, K extends string>(
  specs: Readonly<Record<F, FieldSpec<K>>>,
) {
  const names = useMemo(() => Object.keys(specs) as F[], [specs]);
  const [values, setValues] = useState(
    () =>
      Object.fromEntries(names.map((name) => [name, specs[name].initial ?? ''])) as Record<
        F,
        string
      >,
  );
  const [shown, setShown] = useState<Partial<Record<F, boolean>>>({});
  const elements = useRef(new Map<F, HTMLInputElement | HTMLSelectElement>());

  const problemOf = useCallback(
    (name: F, value: string) => firstProblem(value, specs[name].rules),
    [specs],
  );

  const field = (name: F): FieldState<K> => ({
    name,
    value: values[name],
    problem: shown[name] ? problemOf(name, values[name]) : undefined,
    onChange: (value) => {
      const format = specs[name].format;
      setValues((current) => ({ ...current, [name]: format ? format(value) : value }));
    },
    onBlur: () => setShown((current) => ({ ...current, [name]: true })),
    attach: (element) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
  });

  /** Shows every problem; answers the values if there is none, else focuses the first. */
  const submit = (): Record<F, string> | undefined => {
    setShown(Object.fromEntries(names.map((name) => [name, true])) as Record<F, boolean>);
    const invalid = names.find((name) => problemOf(name, values[name]) !== undefined);
    if (invalid === undefined) return values;
    elements.current.get(invalid)?.focus();
    return undefined;
  };

  /** Sets a value from outside the inputs (e.g. a select that changes another field's rules). */
  const set = (name: F, value: string) => setValues((current) => ({ ...current, [name]: value }));

  return { field, submit, set, values };
}
