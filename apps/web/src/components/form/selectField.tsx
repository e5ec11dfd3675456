import './form.css';
import { useId } from 'react';
import type { FieldState } from '../../lib/validation/useFormFields';

interface SelectFieldProps {
  field: FieldState<string>;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The first, empty option's text ("Choose your bank"); without it the first option is chosen. */
  placeholder?: string;
  problemText: string | undefined;
}

/** A labelled native select with its problem line, like TextField. */
export function SelectField({ field, label, options, placeholder, problemText }: SelectFieldProps) {
  const id = useId();
  const { attach, name, value, onChange, onBlur } = field;
  const problemId = `${id}-problem`;
  return (
    <div className={`field${problemText ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        ref={attach}
        id={id}
        name={name}
        className="field__input field__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={problemText ? true : undefined}
        aria-describedby={problemText ? problemId : undefined}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <p id={problemId} className="field__problem" aria-live="polite">
        {problemText}
      </p>
    </div>
  );
}
