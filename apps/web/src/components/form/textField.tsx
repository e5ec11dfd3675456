import './form.css';
import type { InputHTMLAttributes } from 'react';
import { useId } from 'react';
import type { FieldState } from '../../lib/validation/useFormFields';

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'type'
  | 'inputMode'
  | 'autoComplete'
  | 'autoCapitalize'
  | 'spellCheck'
  | 'placeholder'
  | 'maxLength'
  | 'dir'
>;

interface TextFieldProps extends InputProps {
  field: FieldState<string>;
  label: string;
  /** Shown under the label, and read with the field. */
  hint?: string;
  /** The field's problem in words (the page translates field.problem). */
  problemText: string | undefined;
}

/**
 * One labelled text input with its hint and its problem. The problem's line is always in the
 * page (empty while there is none) and polite-live, so a screen reader hears a problem when it
 * appears, on blur or on submit; aria-invalid and aria-describedby tie it to the input.
 */
export function TextField({ field, label, hint, problemText, ...input }: TextFieldProps) {
  const id = useId();
  const { attach, name, value, onChange, onBlur } = field;
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  // The problem's line joins the description only while there is a problem to read.
  const describedBy =
    [hint ? hintId : undefined, problemText ? problemId : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={`field${problemText ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        ref={attach}
        id={id}
        name={name}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={problemText ? true : undefined}
        aria-describedby={describedBy}
      />
      <p id={problemId} className="field__problem" aria-live="polite">
        {problemText}
      </p>
    </div>
  );
}
