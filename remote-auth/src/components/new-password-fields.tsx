import Form from 'antd/es/form';
import type { InputRef } from 'antd/es/input';
import { isChecklistComplete, passwordChecklist, PasswordRequirements, rules, validationMessages as m } from '@coach/shared';
import { PasswordInput } from '@coach/shared/account-forms';
import { useState, type Ref } from 'react';

type PasswordField = 'password' | 'newPassword';

/**
 * The live checklist of a new password and its repetition (SPEC.md section 4: submit only when it is
 * complete), for every form that sets one. `track` goes in the form's onValuesChange: kept from there
 * (synchronous), so Enter right after the last keystroke already sees it.
 */
export function useNewPasswordChecklist(field: PasswordField) {
  const [passwords, setPasswords] = useState({ password: '', confirm: '' });
  const checklist = passwordChecklist(passwords.password, passwords.confirm);
  const track = (all: Partial<Record<PasswordField | 'confirmPassword', string>>) =>
    setPasswords({ password: all[field] ?? '', confirm: all.confirmPassword ?? '' });
  return { checklist, ready: isChecklistComplete(checklist), track };
}

interface NewPasswordFieldsProps {
  field: PasswordField;
  label: string;
  checklist: ReturnType<typeof passwordChecklist>;
  /** When the password is the form's first field (the reset). */
  inputRef?: Ref<InputRef>;
}

/** A new password, its repetition (must match) and the checklist below them. */
export function NewPasswordFields({ field, label, checklist, inputRef }: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item label={label} name={field} rules={[rules.required(m.passwordRequired)]}>
        <PasswordInput autoComplete="new-password" size="large" ref={inputRef} />
      </Form.Item>
      <Form.Item label="Repetir contraseña" name="confirmPassword" dependencies={[field]} rules={[rules.required(m.confirmPasswordRequired), rules.matches(field)]}>
        <PasswordInput autoComplete="new-password" size="large" />
      </Form.Item>
      <PasswordRequirements checklist={checklist} />
    </>
  );
}
