import { dayBefore, groupByDay, listTime, writtenLabel } from './message-days';

const zone = 'America/Argentina/Buenos_Aires';
// 5 March 2026, 01:30 in Buenos Aires (04:30 UTC).
const now = new Date('2026-03-05T04:30:00.000Z');

describe('message days', () => {
  it('labels days in the business zone: Hoy, Ayer, then dd/mm/aaaa', () => {
    const groups = groupByDay(
      [
        { id: 'a', sentAt: '2026-02-28T15:00:00.000Z' },
        { id: 'b', sentAt: '2026-03-04T02:59:00.000Z' }, // 23:59 on the 3rd there
        { id: 'c', sentAt: '2026-03-04T03:00:00.000Z' }, // 00:00 on the 4th
        { id: 'd', sentAt: '2026-03-05T02:00:00.000Z' }, // 23:00 on the 4th, already the 5th in UTC
        { id: 'e', sentAt: '2026-03-05T03:10:00.000Z' },
      ],
      zone,
      now,
    );
    expect(groups.map((group) => [group.label, group.items.map((item) => item.id).join('')])).toEqual([
      ['28/02/2026', 'a'],
      ['03/03/2026', 'b'],
      ['Ayer', 'cd'],
      ['Hoy', 'e'],
    ]);
  });

  it('shows the list time as HH:mm today, Ayer yesterday, else the date', () => {
    expect(listTime('2026-03-05T03:10:00.000Z', zone, now)).toBe('00:10');
    expect(listTime('2026-03-05T02:00:00.000Z', zone, now)).toBe('Ayer');
    expect(listTime('2026-03-01T12:00:00.000Z', zone, now)).toBe('01/03/2026');
  });

  it('knows the day before across months and leap years', () => {
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(dayBefore('2026-01-01')).toBe('2025-12-31');
  });

  it('says when a message sent later was written, in the zone, with the day when it differs', () => {
    const zone = 'America/Argentina/Buenos_Aires';
    expect(writtenLabel({ sentAt: '2026-03-02T13:40:00Z', writtenAt: null }, zone)).toBeNull();
    expect(writtenLabel({ sentAt: '2026-03-02T13:40:00Z', writtenAt: '2026-03-02T13:02:00Z' }, zone)).toBe('escrito a las 10:02, sin conexión');
    expect(writtenLabel({ sentAt: '2026-03-02T13:40:00Z', writtenAt: '2026-03-01T22:15:00Z' }, zone)).toBe('escrito el 01/03/2026 a las 19:15, sin conexión');
  });
});
