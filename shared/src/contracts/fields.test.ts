import * as z from 'zod/mini';
import {
  calendarDate,
  idField,
  idParamsSchema,
  jsonMetadataField,
  jsonProblem,
  pageField,
  textField,
  tokenField,
} from './fields';
import { validationMessages as m } from './messages';
import { MAX_ID, isIsoDate, isMultiLineText, isSingleLineText, parseIdText } from './validators';

const messages = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('text building blocks', () => {
  it.each(['Ana', 'José Núñez', 'a@b.co', '😀 emoji', '  trimmed  '])('one-line text accepts %p', (value) =>
    expect(isSingleLineText(value)).toBe(true),
  );
  it.each(['a\u0000b', 'a\tb', 'a\nb', 'a\rb', '\u001b[31m', 'a\u007f', '\u0085', 'lone \ud800 surrogate', 'lone \udc00'])(
    'one-line text refuses %j',
    (value) => expect(isSingleLineText(value)).toBe(false),
  );
  it('multi-line text keeps tabs and line breaks, and refuses every other control character', () => {
    expect(isMultiLineText('línea 1\r\nlínea 2\tfin')).toBe(true);
    expect(isMultiLineText('a\u0000b')).toBe(false);
    expect(isMultiLineText('a\u000bb')).toBe(false);
    expect(isMultiLineText('\ud800')).toBe(false);
  });
  it('textField trims, refuses control characters with one Spanish message, then checks the length', () => {
    expect(textField(5).parse('  hola ')).toBe('hola');
    expect(messages(textField(5), 'a\u0000b')).toEqual([m.controlCharacters]);
    expect(messages(textField(5), 'a'.repeat(6))).toEqual([m.maxLength(5)]);
    expect(messages(textField(5, { required: m.required }), '  ')).toEqual([m.required]);
    expect(textField(20, { multiline: true }).parse('a\nb')).toBe('a\nb');
  });
  it('tokenField refuses empty, control characters and over-long values', () => {
    expect(tokenField().safeParse('abc').success).toBe(true);
    expect(tokenField().safeParse('').success).toBe(false);
    expect(messages(tokenField(), `a${'\u0000'}`)).toEqual([m.controlCharacters]);
    expect(tokenField(4).safeParse('abcde').success).toBe(false);
  });
});

describe('ids', () => {
  it('idField takes positive integers up to PostgreSQL integer', () => {
    expect(idField.parse(1)).toBe(1);
    expect(idField.parse(MAX_ID)).toBe(MAX_ID);
    for (const bad of [0, -1, 1.5, MAX_ID + 1, Number.MAX_SAFE_INTEGER, '1']) {
      expect(messages(idField, bad)).toEqual([m.idInvalid]);
    }
  });
  it('idParamsSchema reads the path segment as a bounded id', () => {
    expect(idParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    for (const bad of ['0', 'abc', '2147483648', '1e300', '']) expect(idParamsSchema.safeParse({ id: bad }).success).toBe(false);
  });
  it('parseIdText reads a link uid, or nothing', () => {
    expect(parseIdText('7')).toBe(7);
    expect(parseIdText(String(MAX_ID))).toBe(MAX_ID);
    for (const bad of ['0', '2147483648', '9999999999', '99999999999', 'MTI', '1.0', ' 7', '']) expect(parseIdText(bad)).toBeUndefined();
  });
  it('pages are bounded too, so the offset always fits', () => {
    expect(pageField.parse(undefined)).toBe(1);
    expect(pageField.parse('3')).toBe(3);
    expect(messages(pageField, '2147483648')).toEqual([m.numberInvalid]);
    expect(messages(pageField, '1e300')).toEqual([m.numberInvalid]);
  });
});

describe('calendar dates', () => {
  const schema = z.string().check(z.trim(), ...calendarDate());
  it('accept real days from 1900 to 2100, and "" (a cleared input)', () => {
    for (const value of ['1900-01-01', '2024-02-29', '2100-12-31', '']) expect(schema.safeParse(value).success).toBe(true);
  });
  it('say whether the date does not exist or is out of range', () => {
    expect(messages(schema, '2023-02-29')).toEqual([m.dateInvalid]);
    expect(messages(schema, '2023-13-01')).toEqual([m.dateInvalid]);
    expect(messages(schema, '20255-01-01')).toEqual([m.dateInvalid]);
    expect(messages(schema, '0000-01-01')).toEqual([m.dateOutOfRange(1900, 2100)]);
    expect(messages(schema, '1899-12-31')).toEqual([m.dateOutOfRange(1900, 2100)]);
    expect(messages(schema, '2101-01-01')).toEqual([m.dateOutOfRange(1900, 2100)]);
  });
  it('let a more telling rule run before the range', () => {
    const birth = z.string().check(...calendarDate(m.dateInvalid, z.refine<string>((value) => value <= '2026-03-02', { error: 'futura', abort: true })));
    expect(messages(birth, '2999-01-01')).toEqual(['futura']);
    expect(messages(birth, '1800-01-01')).toEqual([m.dateOutOfRange(1900, 2100)]);
  });
  it('isIsoDate knows leap years', () => {
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('1900-02-29')).toBe(false);
  });
});

describe('JSON metadata', () => {
  const nested = (levels: number): unknown => (levels === 0 ? 1 : { a: nested(levels - 1) });
  it('accepts small, shallow JSON', () => {
    expect(jsonMetadataField.parse({ tour: 'clients', stepIndex: 3, tags: ['a', 'b'], nested: { ok: true } })).toBeTruthy();
  });
  it('measures depth in objects and arrays, without recursion', () => {
    expect(jsonProblem(nested(5), 5, 4096)).toBeUndefined();
    expect(jsonProblem(nested(6), 5, 4096)).toBe('depth');
    expect(jsonProblem([[[[[[1]]]]]], 5, 4096)).toBe('depth');
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(jsonProblem(deep, 5, 4096)).toBe('depth');
  });
  it('measures size in UTF-8 bytes of the serialized JSON', () => {
    expect(jsonProblem({ s: 'x'.repeat(4000) }, 5, 4096)).toBeUndefined();
    expect(jsonProblem({ s: 'ñ'.repeat(2100) }, 5, 4096)).toBe('size');
  });
  it('refuses control characters in keys and strings, at any depth', () => {
    expect(jsonProblem({ a: { b: ['x\u0000'] } }, 5, 4096)).toBe('characters');
    expect(jsonProblem({ 'k\u0000': 1 }, 5, 4096)).toBe('characters');
    expect(jsonProblem({ note: 'a\nb' }, 5, 4096)).toBeUndefined();
  });
  it('says what is wrong in Spanish', () => {
    expect(messages(jsonMetadataField, nested(6))).toEqual([m.metadataTooDeep(5)]);
    expect(messages(jsonMetadataField, { s: 'x'.repeat(5000) })).toEqual([m.metadataTooLarge(4)]);
    expect(messages(jsonMetadataField, { s: '\u0000' })).toEqual([m.controlCharacters]);
  });
});
