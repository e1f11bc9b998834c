export const MAX_NAME_LENGTH = 80;
export const MAX_EMAIL_LENGTH = 80;
export const MAX_PHONE_LENGTH = 15;
export const PASSWORD_MIN_LENGTH = 8;

// A pragmatic address check: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const FREE_TEXT_PATTERN = /^[A-Za-z0-9ñÑáéíóúÁÉÍÓÚüÜ@#$%&_.\-!?:,;() ]*$/;
const TIME_PATTERN = /^(?:[01]?\d|2[0-3]):[0-5]\d$/;
const PARTIAL_DECIMAL_PATTERN = /^\d*(?:[.,]\d{0,2})?$/;
const DIGITS_PATTERN = /^\d*$/;
const PHONE_PATTERN = /^\+?[\d ]*$/;
const VIDEO_URL_PATTERN =
  /^https?:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)[\w-]{6,}|youtu\.be\/[\w-]{6,}|(?:www\.|player\.)?vimeo\.com\/(?:video\/)?\d+)(?:[?&#/].*)?$/i;

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
export const isFreeText = (value: string): boolean => FREE_TEXT_PATTERN.test(value);
export const isTime = (value: string): boolean => TIME_PATTERN.test(value);
/** Partial input is allowed while typing ("12," or "12.5"). */
export const isDecimalInput = (value: string): boolean => PARTIAL_DECIMAL_PATTERN.test(value);
export const isDigits = (value: string): boolean => DIGITS_PATTERN.test(value);
export const isPhone = (value: string): boolean => PHONE_PATTERN.test(value.trim());
export const isVideoUrl = (value: string): boolean => VIDEO_URL_PATTERN.test(value.trim());
/** Number inputs accept a comma as decimal separator. */
export const normalizeDecimal = (value: string): string => value.replace(',', '.');

export interface PasswordChecklist {
  minLength: boolean;
  uppercase: boolean;
  lowercase: boolean;
  digit: boolean;
  match: boolean;
}

/**
 * The live checklist of SPEC.md section 5. A special character is not required: the spec's two
 * readings differ and the stricter one is marked uncertain (decision recorded in README).
 */
export function passwordChecklist(password: string, confirmPassword: string): PasswordChecklist {
  return {
    minLength: password.length >= PASSWORD_MIN_LENGTH,
    uppercase: /[A-ZÑ]/.test(password),
    lowercase: /[a-zñ]/.test(password),
    digit: /\d/.test(password),
    match: password.length > 0 && password === confirmPassword,
  };
}

export const isStrongPassword = (password: string): boolean => {
  const { minLength, uppercase, lowercase, digit } = passwordChecklist(password, password);
  return minLength && uppercase && lowercase && digit;
};

export const isChecklistComplete = (checklist: PasswordChecklist): boolean =>
  Object.values(checklist).every(Boolean);

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const;
export const AVATAR_TYPES = ['image/png', 'image/gif', 'image/jpeg'] as const;
export const VIDEO_EXTENSIONS = ['.mp4', '.mov'] as const;

export const hasExtension = (fileName: string, extensions: readonly string[]): boolean =>
  extensions.some((ext) => fileName.toLowerCase().endsWith(ext));
