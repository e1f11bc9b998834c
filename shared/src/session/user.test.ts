import { initialsOf, displayNameOf, userFromToken } from './user';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenWith = (claims: object) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
const claims = {
  id: 7,
  username: 'ana@example.com',
  first_name: 'Ana María',
  last_name: 'López',
  email: 'ana@example.com',
  role: 'CO',
  gym_id: 3,
  image: null,
  remainingDays: 12,
};

describe('initialsOf', () => {
  it.each([
    ['Ana López', 'AL'],
    ['ana maría lópez', 'AM'],
    ['Sofía', 'SO'],
    ['  x  ', 'X'],
    ['', ''],
  ])('%p gives %p', (name, initials) => expect(initialsOf(name)).toBe(initials));
});

describe('displayNameOf', () => {
  it('joins first and last name with one space', () => expect(displayNameOf('Ana', 'López')).toBe('Ana López'));
  it('skips an empty part', () => expect(displayNameOf('Ana', ' ')).toBe('Ana'));
});

describe('userFromToken', () => {
  it('exposes the claims under their web names', () => {
    expect(userFromToken(tokenWith(claims))).toEqual({
      id: 7,
      username: 'ana@example.com',
      firstName: 'Ana María',
      lastName: 'López',
      email: 'ana@example.com',
      displayName: 'Ana María López',
      initials: 'AM',
      role: 'CO',
      gymId: 3,
      image: null,
      remainingDays: 12,
    });
  });

  it.each([null, '', 'not-a-token', 'a.b.c', tokenWith({ id: 'x' })])('means no user for %p', (token) => {
    expect(userFromToken(token)).toBeNull();
  });
});
