import { isNotFutureDate, passwordChangeSchema, profileMessages, profileUpdateSchemaAt } from './profile';

describe('isNotFutureDate', () => {
  const noonUtc = new Date('2026-03-02T12:00:00.000Z');
  it('accepts today and the past', () => {
    expect(isNotFutureDate('2026-03-02', noonUtc)).toBe(true);
    expect(isNotFutureDate('1990-05-17', noonUtc)).toBe(true);
  });
  it('accepts a date that has already begun somewhere on Earth (UTC+14)', () =>
    expect(isNotFutureDate('2026-03-03', noonUtc)).toBe(true));
  it('rejects a date that has begun nowhere yet', () => {
    expect(isNotFutureDate('2026-03-04', noonUtc)).toBe(false);
    expect(isNotFutureDate('2026-03-03', new Date('2026-03-02T09:59:59.000Z'))).toBe(false);
  });
});

describe('profile update schema', () => {
  const schema = profileUpdateSchemaAt(() => new Date('2026-03-02T12:00:00.000Z'));
  it('turns cleared inputs into null and trims text', () =>
    expect(schema.parse({ phone: ' ', birthDate: '', address: '  Calle 1  ', gender: null })).toEqual({
      phone: null,
      birthDate: null,
      address: 'Calle 1',
      gender: null,
    }));
  it('says which rule a birth date breaks', () => {
    const messages = (birthDate: unknown) => schema.safeParse({ birthDate }).error?.issues.map((issue) => issue.message);
    expect(messages('2026-13-01')).toEqual([profileMessages.birthDateInvalid]);
    expect(messages('2027-01-01')).toEqual([profileMessages.birthDateInFuture]);
  });
});

describe('password change schema', () => {
  it('puts the mismatch on confirmPassword', () => {
    const result = passwordChangeSchema.safeParse({ currentPassword: 'x', newPassword: 'Entrena2024', confirmPassword: 'Entrena2025' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['confirmPassword', 'Las contraseñas no coinciden'],
    ]);
  });
});

describe('photo messages', () => {
  it('state the limit in MB', () => {
    expect(profileMessages.photoTooLarge(2 * 1024 * 1024)).toBe('La imagen no puede superar los 2 MB.');
    expect(profileMessages.photoTooLarge(1.5 * 1024 * 1024)).toBe('La imagen no puede superar los 1,5 MB.');
  });
});
