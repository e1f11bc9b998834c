import type { FormRule } from 'antd';
import { validationMessages as m } from '../contracts/messages';
import { isFreeText, isPhone, isValidEmail, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from '../contracts/validators';

/** antd Form rules built on the shared validators: one definition for every form. */
export const rules = {
  required: (message: string = m.required): FormRule => ({ required: true, whitespace: true, message }),
  email: [
    { required: true, whitespace: true, message: m.emailRequired },
    {
      validator: (_: unknown, value?: string) =>
        !value?.trim() || isValidEmail(value) ? Promise.resolve() : Promise.reject(new Error(m.emailInvalid)),
    },
    { max: MAX_EMAIL_LENGTH, message: m.maxLength(MAX_EMAIL_LENGTH) },
  ] satisfies FormRule[],
  maxName: { max: MAX_NAME_LENGTH, message: m.maxLength(MAX_NAME_LENGTH) } satisfies FormRule,
  phone: [
    { required: true, whitespace: true, message: m.phoneRequired },
    { max: MAX_PHONE_LENGTH, message: m.maxLength(MAX_PHONE_LENGTH) },
    {
      validator: (_: unknown, value?: string) =>
        !value || isPhone(value) ? Promise.resolve() : Promise.reject(new Error(m.phoneInvalid)),
    },
  ] satisfies FormRule[],
  /** A phone that may stay empty (profile): same format and length as the required one. */
  optionalPhone: [
    { max: MAX_PHONE_LENGTH, message: m.maxLength(MAX_PHONE_LENGTH) },
    {
      validator: (_: unknown, value?: string) =>
        !value || isPhone(value) ? Promise.resolve() : Promise.reject(new Error(m.phoneInvalid)),
    },
  ] satisfies FormRule[],
  freeText: {
    validator: (_: unknown, value?: string) =>
      !value || isFreeText(value) ? Promise.resolve() : Promise.reject(new Error(m.freeTextInvalid)),
  } satisfies FormRule,
  /** Confirm field: must equal the field named `otherField`. */
  matches: (otherField: string): FormRule => ({ getFieldValue }) => ({
    validator: (_: unknown, value?: string) =>
      !value || value === getFieldValue(otherField) ? Promise.resolve() : Promise.reject(new Error(m.passwordsDoNotMatch)),
  }),
};
