import * as z from 'zod/mini';
import { validationMessages as m } from './messages';
import {
  MAX_DATE_YEAR,
  MAX_EMAIL_LENGTH,
  MAX_ID,
  MAX_NAME_LENGTH,
  MAX_PHONE_LENGTH,
  hasPhoneDigitsWithinLimit,
  MIN_DATE_YEAR,
  isDateInRange,
  isIsoDate,
  isMultiLineText,
  isPhone,
  isSingleLineText,
  isStrongPassword,
  isValidEmail,
} from './validators';

/*
 * The building blocks of every request schema, so that API and forms give the same messages and no
 * value the database would refuse gets past validation (a refused value would fail the query: 500).
 * Every string a request carries goes through singleLineText() or multiLineText(), every id through
 * idField/idParamsSchema, every date through calendarDate(), JSON through jsonMetadataField().
 * api/src/security/hostile-input.test.ts sweeps every route of the OpenAPI document to keep it so.
 */

/** No control character (NUL, ESC, line breaks…) nor broken UTF-16: names, emails, codes, search terms. */
export const singleLineText = () => z.refine<string>(isSingleLineText, { error: m.controlCharacters, abort: true });
/** Like singleLineText, but tabs and line breaks are kept: descriptions, comments, notes. */
export const multiLineText = () => z.refine<string>(isMultiLineText, { error: m.controlCharacters, abort: true });

/** A trimmed text of at most `max` characters; "" is allowed (use `required` for a message). */
export const textField = (max: number, { multiline = false, required }: { multiline?: boolean; required?: string } = {}) =>
  z
    .string(required ? { error: required } : undefined)
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, { error: required, abort: true })] : []),
      multiline ? multiLineText() : singleLineText(),
      z.maxLength(max, m.maxLength(max)),
    );

/** An opaque value the API only compares, hashes or parses (refresh token, reset token, a link's uid). */
export const tokenField = (max = 512) =>
  z.string().check(z.minLength(1), singleLineText(), z.maxLength(max, m.maxLength(max)));

/** A row id in a body: a positive integer that fits PostgreSQL's `integer`. */
export const idField = z.number({ error: m.idInvalid }).check(
  z.int({ error: m.idInvalid, abort: true }),
  z.minimum(1, m.idInvalid),
  z.maximum(MAX_ID, m.idInvalid),
);

/**
 * `{id}` in a path. The error handler answers 404 to any path-parameter error: an id that cannot
 * exist is as missing as one that does not.
 */
export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: m.idInvalid })
    .check(z.int({ error: m.idInvalid, abort: true }), z.minimum(1, m.idInvalid), z.maximum(MAX_ID, m.idInvalid)),
});

/** `page` and `pageSize` of every list: bounded, so the offset always fits a bigint. */
export const positiveIntQuery = (max: number) =>
  z.coerce
    .number({ error: m.numberInvalid })
    .check(z.int({ error: m.numberInvalid, abort: true }), z.minimum(1, m.numberInvalid), z.maximum(max, m.numberInvalid));
export const pageField = z._default(positiveIntQuery(MAX_ID), 1);
export const pageSizeField = (max: number, fallback: number) => z._default(positiveIntQuery(max), fallback);

/**
 * The checks of a YYYY-MM-DD date between MIN_DATE_YEAR and MAX_DATE_YEAR, to spread into a string
 * schema's `.check()` after `z.trim()`. "" passes: a clearable input sends it, and it becomes null.
 * `beforeRange` run between the two, so a more telling rule wins (a birth date in 2999 is "future").
 */
export const calendarDate = (invalidMessage: string = m.dateInvalid, ...beforeRange: z.core.$ZodCheck<string>[]) => [
  z.refine<string>((value) => value === '' || isIsoDate(value), { error: invalidMessage, abort: true }),
  ...beforeRange,
  z.refine<string>((value) => value === '' || isDateInRange(value), {
    error: m.dateOutOfRange(MIN_DATE_YEAR, MAX_DATE_YEAR),
    abort: true,
  }),
];

/** Limits of free-form JSON a client sends (action-log metadata). */
export const JSON_METADATA_MAX_DEPTH = 5;
export const JSON_METADATA_MAX_BYTES = 4096;

type JsonProblem = 'depth' | 'characters' | 'size';

/**
 * What is wrong with a JSON value, if anything: nesting deeper than `maxDepth` objects or arrays,
 * a key or string with control characters (NUL is refused by jsonb), or more than `maxBytes` of
 * UTF-8 once serialized. Iterative and stops at the first problem, so a 5,000-level body costs
 * nothing and overflows no stack.
 */
export function jsonProblem(value: unknown, maxDepth: number, maxBytes: number): JsonProblem | undefined {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current === 'string') {
      if (!isMultiLineText(current)) return 'characters';
    } else if (typeof current === 'object' && current !== null) {
      if (depth + 1 > maxDepth) return 'depth';
      for (const [key, child] of Object.entries(current)) {
        if (!isMultiLineText(key)) return 'characters';
        pending.push([child, depth + 1]);
      }
    }
  }
  return new TextEncoder().encode(JSON.stringify(value)).length > maxBytes ? 'size' : undefined;
}

/** A JSON object sent as metadata: at most 5 levels deep and 4 KB serialized, no control characters. */
export const jsonMetadataField = z.record(z.string(), z.unknown()).check(
  z.superRefine((value, ctx) => {
    const problem = jsonProblem(value, JSON_METADATA_MAX_DEPTH, JSON_METADATA_MAX_BYTES);
    if (!problem) return;
    const message = {
      depth: m.metadataTooDeep(JSON_METADATA_MAX_DEPTH),
      characters: m.controlCharacters,
      size: m.metadataTooLarge(JSON_METADATA_MAX_BYTES / 1024),
    }[problem];
    ctx.addIssue({ code: 'custom', message, input: value });
  }),
);

/** Field schemas reused by every request schema, so API and forms give the same messages. */
export const emailField = z.pipe(
  z
    .string({ error: m.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: m.emailRequired, abort: true }),
      singleLineText(),
      z.maxLength(MAX_EMAIL_LENGTH, m.maxLength(MAX_EMAIL_LENGTH)),
      z.refine(isValidEmail, m.emailInvalid),
    ),
  z.transform((value: string) => value.toLowerCase()),
);

/** The password of a sign-in or of a confirmation field: only required, and one line. */
export const requiredPasswordField = z
  .string({ error: m.passwordRequired })
  .check(z.trim(), z.minLength(1, { error: m.passwordRequired, abort: true }), singleLineText(), z.maxLength(128, m.maxLength(128)));

export const newPasswordField = z
  .string({ error: m.passwordRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: m.passwordRequired, abort: true }),
    singleLineText(),
    z.maxLength(128, m.maxLength(128)),
    z.refine(isStrongPassword, m.passwordTooWeak),
  );

/** The "repeat the password" field: required, one line; equality is checked by the object. */
export const confirmPasswordField = z
  .string({ error: m.confirmPasswordRequired })
  .check(z.trim(), z.minLength(1, { error: m.confirmPasswordRequired, abort: true }), singleLineText(), z.maxLength(128, m.maxLength(128)));

export const nameField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      singleLineText(),
      z.maxLength(MAX_NAME_LENGTH, m.maxLength(MAX_NAME_LENGTH)),
    );

/** At most 15 digits (SPEC.md), however they are grouped with spaces. */
export const phoneDigitsCheck = () => z.refine<string>(hasPhoneDigitsWithinLimit, m.phoneTooManyDigits);

export const phoneField = z
  .string({ error: m.phoneRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: m.phoneRequired, abort: true }),
    z.maxLength(MAX_PHONE_LENGTH, m.maxLength(MAX_PHONE_LENGTH)),
    z.refine(isPhone, m.phoneInvalid),
    phoneDigitsCheck(),
  );

/**
 * An optional text that a form clears by sending "" or null: both are stored as null. `text` holds
 * the field's own rules (trim, length, characters); null and undefined skip them.
 */
export const clearableField = (text: z.ZodMiniType<string, string>) =>
  z.nullish(z.pipe(text, z.transform((value: string) => value || null)));
