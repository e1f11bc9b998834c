import { clientCountLabel, fullName, lastSeenLabel } from './team-format';

const zone = 'America/Argentina/Buenos_Aires';
// 15:00 in Buenos Aires (UTC-3).
const now = new Date('2025-03-05T18:00:00.000Z');

describe('lastSeenLabel', () => {
  it.each([
    [null, 'Nunca entró'],
    ['2025-03-05T17:59:40.000Z', 'Hace un momento'],
    ['2025-03-05T17:35:00.000Z', 'Hace 25 min'],
    ['2025-03-05T12:15:00.000Z', 'Hoy 09:15'],
    // 01:30 UTC of the 5th is still the 4th in Buenos Aires.
    ['2025-03-05T01:30:00.000Z', 'Ayer 22:30'],
    ['2025-03-03T21:40:00.000Z', '03/03/2025'],
  ])('%s reads "%s" in the business’s zone', (seen, label) => expect(lastSeenLabel(seen, zone, now)).toBe(label));

  it('follows the business’s zone, not the browser’s', () => {
    // 02:00 UTC of the 5th: the 5th in Madrid, the 4th in Buenos Aires.
    expect(lastSeenLabel('2025-03-05T02:00:00.000Z', 'Europe/Madrid', now)).toBe('Hoy 03:00');
    expect(lastSeenLabel('2025-03-05T02:00:00.000Z', zone, now)).toBe('Ayer 23:00');
  });
});

describe('texts', () => {
  it('joins the names that exist', () => {
    expect(fullName({ firstName: 'Ana', lastName: 'Pérez' })).toBe('Ana Pérez');
    expect(fullName({ firstName: 'Ana', lastName: null })).toBe('Ana');
    expect(fullName({ firstName: null, lastName: null })).toBe('');
  });

  it('counts clients in words', () => {
    expect(clientCountLabel(0)).toBe('Sin clientes');
    expect(clientCountLabel(1)).toBe('1 cliente');
    expect(clientCountLabel(12)).toBe('12 clientes');
  });
});
