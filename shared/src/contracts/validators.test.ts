import {
  hasExtension,
  isChecklistComplete,
  isDecimalInput,
  isDigits,
  isFreeText,
  isTime,
  isValidEmail,
  isVideoUrl,
  normalizeDecimal,
  passwordChecklist,
  IMAGE_EXTENSIONS,
  VIDEO_EXTENSIONS,
} from './validators';
import { autonomousUserSchema, loginRequestSchema, passwordResetConfirmSchema } from './auth';

describe('email', () => {
  it.each(['ana@example.com', '  ana.lopez+fit@gym.com.ar  '])('accepts %p', (v) => expect(isValidEmail(v)).toBe(true));
  it.each(['', 'ana', 'ana@', 'ana@example', 'ana @example.com', '@example.com'])('rejects %p', (v) =>
    expect(isValidEmail(v)).toBe(false),
  );
});

describe('login schema (SPEC.md section 5)', () => {
  const messages = (input: unknown) =>
    loginRequestSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('trims the email and requires it', () => {
    expect(messages({ username: '   ', password: 'x' })).toEqual(['username: El correo es requerido']);
    expect(loginRequestSchema.parse({ username: ' Ana@Example.com ', password: ' x ' })).toEqual({
      username: 'ana@example.com',
      password: 'x',
    });
  });
  it('checks the email format', () =>
    expect(messages({ username: 'ana@', password: 'x' })).toEqual(['username: El formato del correo no es válido']));
  it('requires the password after trimming', () =>
    expect(messages({ username: 'ana@example.com', password: '   ' })).toEqual(['password: La contraseña es requerida']));
});

describe('password checklist', () => {
  it('ticks each rule on its own', () => {
    expect(passwordChecklist('', '')).toEqual({ minLength: false, uppercase: false, lowercase: false, digit: false, match: false });
    expect(passwordChecklist('abcdefgh', 'x')).toMatchObject({ minLength: true, lowercase: true, uppercase: false, digit: false, match: false });
    expect(passwordChecklist('ABC', 'ABC')).toMatchObject({ uppercase: true, match: true, minLength: false });
    expect(passwordChecklist('1', '1')).toMatchObject({ digit: true });
  });
  it('is complete only with every rule and equal non-empty passwords', () => {
    expect(isChecklistComplete(passwordChecklist('Entrena2024', 'Entrena2024'))).toBe(true);
    expect(isChecklistComplete(passwordChecklist('Entrena2024', 'Entrena2025'))).toBe(false);
    expect(isChecklistComplete(passwordChecklist('entrena2024', 'entrena2024'))).toBe(false);
    expect(isChecklistComplete(passwordChecklist('Entrena', 'Entrena'))).toBe(false);
  });
});

describe('create account schema', () => {
  const valid = {
    firstName: 'Ana',
    lastName: 'López',
    email: 'ana@example.com',
    phone: '+54 11 5555',
    password: 'Entrena2024',
    confirmPassword: 'Entrena2024',
  };
  const issues = (input: object) =>
    Object.fromEntries(autonomousUserSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);

  it('accepts a complete sign-up', () => expect(autonomousUserSchema.safeParse(valid).success).toBe(true));
  it('requires every field', () =>
    expect(issues({})).toMatchObject({
      firstName: 'El nombre es requerido',
      lastName: 'El apellido es requerido',
      email: 'El correo es requerido',
      phone: 'El teléfono es requerido',
      password: 'La contraseña es requerida',
    }));
  it('limits names and email to 80 characters and the phone to 15 digits', () =>
    expect(issues({ ...valid, firstName: 'a'.repeat(81), lastName: 'b'.repeat(81), phone: '1'.repeat(16) })).toEqual({
      firstName: 'Máximo 80 caracteres',
      lastName: 'Máximo 80 caracteres',
      phone: 'El teléfono puede tener hasta 15 números',
    }));
  it('counts the digits of the phone, not its spaces and +: the placeholder "+54 9 11 1234 5678" fits', () => {
    expect(issues({ ...valid, phone: '+54 9 11 1234 5678' })).toEqual({});
    expect(issues({ ...valid, phone: '+54 9 11 1234 5678 901' })).toEqual({ phone: 'El teléfono puede tener hasta 15 números' });
  });
  it('says the passwords do not match on the confirm field', () =>
    expect(issues({ ...valid, confirmPassword: 'Entrena2025' })).toEqual({ confirmPassword: 'Las contraseñas no coinciden' }));
  it('rejects a weak password', () =>
    expect(issues({ ...valid, password: 'corta', confirmPassword: 'corta' })).toEqual({
      password: 'La contraseña no cumple los requisitos',
    }));
});

describe('reset confirmation schema', () => {
  it('requires both passwords, equal, and the token and uid', () => {
    const result = passwordResetConfirmSchema.safeParse({ newPassword: 'Entrena2024', confirmPassword: 'Otra2024aa', token: '', uid: '1' });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['confirmPassword', 'token']);
  });
});

describe('free text', () => {
  it.each(['', 'Sentadilla búlgara', 'Ñandú (3x10) @casa #1 $5 %50 & más_ya. -¡no! ¿sí? : , ;'.replace('¡', '').replace('¿', '')])(
    'accepts %p',
    (v) => expect(isFreeText(v)).toBe(true),
  );
  it.each(['<script>', 'a{b}', 'comillas "dobles"', 'barra/'])('rejects %p', (v) => expect(isFreeText(v)).toBe(false));
});

describe('time HH:MM', () => {
  it.each(['0:00', '00:00', '7:05', '09:30', '23:59'])('accepts %p', (v) => expect(isTime(v)).toBe(true));
  it.each(['24:00', '12:60', '12:5', '1230', '', 'aa:bb'])('rejects %p', (v) => expect(isTime(v)).toBe(false));
});

describe('decimal input', () => {
  it.each(['', '12', '12.', '12,', '12.5', '12,50', ',5'])('accepts partial %p', (v) => expect(isDecimalInput(v)).toBe(true));
  it.each(['12.555', '1,2,3', 'a', '-1'])('rejects %p', (v) => expect(isDecimalInput(v)).toBe(false));
  it('turns a comma into a dot', () => expect(normalizeDecimal('72,5')).toBe('72.5'));
});

describe('digits only', () => {
  it.each(['', '0', '123456789012'])('accepts %p', (v) => expect(isDigits(v)).toBe(true));
  it.each(['1.2', '1a', ' 1'])('rejects %p', (v) => expect(isDigits(v)).toBe(false));
});

describe('video link', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtube.com/shorts/abcdefg1',
    'https://vimeo.com/123456',
    'https://player.vimeo.com/video/123456',
  ])('accepts %p', (v) => expect(isVideoUrl(v)).toBe(true));
  it.each(['https://example.com/video.mp4', 'youtube.com', 'https://vimeo.com/abc', 'ftp://youtu.be/dQw4w9WgXcQ'])(
    'rejects %p',
    (v) => expect(isVideoUrl(v)).toBe(false),
  );
});

describe('file extensions', () => {
  it('accepts .mp4 and .mov videos only', () => {
    expect(hasExtension('clip.MOV', VIDEO_EXTENSIONS)).toBe(true);
    expect(hasExtension('clip.avi', VIDEO_EXTENSIONS)).toBe(false);
  });
  it('accepts jpg, jpeg, png and webp images', () => {
    expect(['a.jpg', 'a.jpeg', 'a.png', 'a.webp'].every((f) => hasExtension(f, IMAGE_EXTENSIONS))).toBe(true);
    expect(hasExtension('a.gif', IMAGE_EXTENSIONS)).toBe(false);
  });
});
