import type { FormRule } from 'antd';
import { validationMessages as m } from '../contracts/messages';
import { hasPhoneDigitsWithinLimit, isFreeText, isPhone, isValidEmail, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from '../contracts/validators';

/** The format (digits, spaces, +) and then at most 15 digits, however they are grouped. */
const phoneDigitsRule: FormRule = {
  validator: (_: unknown, value?: string) => {
    if (!value || !isPhone(value)) return value ? Promise.reject(new Error(m.phoneInvalid)) : Promise.resolve();
    return hasPhoneDigitsWithinLimit(value) ? Promise.resolve() : Promise.reject(new Error(m.phoneTooManyDigits));
  },
};

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
    phoneDigitsRule,
  ] satisfies FormRule[],
  /** A phone that may stay empty (profile): same format and length as the required one. */
  optionalPhone: [
    { max: MAX_PHONE_LENGTH, message: m.maxLength(MAX_PHONE_LENGTH) },
    phoneDigitsRule,
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
