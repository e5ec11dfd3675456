import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emailRules } from '../../lib/payments/emailRules';
import { lengthBetween, required } from '../../lib/validation/rules';
import { useFormFields } from '../../lib/validation/useFormFields';
import { EmailField } from './emailField';
import { SelectField } from './selectField';
import { TextField } from './textField';

const MESSAGES: Record<string, string> = {
  'name.required': 'Enter a name',
  'name.length': 'Too long',
};

const SPECS = {
  name: { rules: [required('name.required'), lengthBetween(1, 5, 'name.length')] },
  email: { rules: emailRules(70) },
  kind: { rules: [required('name.required')] },
} as const;

function SampleForm({ onValid }: { onValid: (values: Record<string, string>) => void }) {
  const form = useFormFields(SPECS);
  const name = form.field('name');
  const kind = form.field('kind');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const values = form.submit();
        if (values) onValid(values);
      }}
    >
      <TextField
        field={name}
        label="Name"
        hint="As on your account"
        problemText={name.problem && MESSAGES[name.problem]}
      />
      <EmailField field={form.field('email')} />
      <SelectField
        field={kind}
        label="Kind"
        placeholder="Choose one"
        options={[{ value: 'a', label: 'Alpha' }]}
        problemText={kind.problem && MESSAGES[kind.problem]}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('form fields with declarative rules (DESIGN.md)', () => {
  it('says nothing until a field is left, then its first problem, tied to the field', async () => {
    const user = userEvent.setup();
    render(<SampleForm onValid={() => undefined} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('As on your account');
    await user.type(name, 'Alexandra');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('As on your account Too long');
    expect(screen.getByText('Too long')).toHaveAttribute('aria-live', 'polite');
    await user.clear(name);
    expect(name).toHaveAccessibleDescription('As on your account Enter a name');
  });

  it('on submit shows every problem and moves focus to the first field that has one', async () => {
    const user = userEvent.setup();
    const valid: Record<string, string>[] = [];
    render(<SampleForm onValid={(values) => valid.push(values)} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ana@example');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(valid).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    expect(screen.getByText('Please enter a valid email address.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveAccessibleDescription(
      'Enter a name',
    );

    await user.type(screen.getByRole('textbox', { name: 'Email address' }), '.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'a');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(valid).toEqual([{ name: 'Ana', email: 'ana@example.com', kind: 'a' }]);
  });

  it.each([
    ['', 'Please enter your email address.'],
    ['ana example.com', 'Please enter a valid email address.'],
    ['ana@@example.com', 'Please enter a valid email address.'],
    [`${'a'.repeat(60)}@example.com`, 'Please enter a valid email address.'],
  ])('email %j says %s (SPEC §5, Trustly at most 70)', async (typed, message) => {
    const user = userEvent.setup();
    render(<SampleForm onValid={() => undefined} />);
    const email = screen.getByRole('textbox', { name: 'Email address' });
    if (typed) await user.type(email, typed);
    await user.click(email);
    await user.tab();
    expect(email).toHaveAccessibleDescription(message);
  });
});
