import { canRegister, taskStatus } from './task-status';

const completion = { completedAt: '2026-11-20T10:00:00Z', durationMin: 30, distanceKm: null, feedback: null, answers: null, questions: null } as never;

describe('taskStatus', () => {
  it('tells done, waiting, refused, pending, missed and upcoming apart', () => {
    expect(taskStatus({ date: '2026-11-20', completion }, '2026-11-26', null)).toBe('done');
    expect(taskStatus({ date: '2026-11-26', completion: null }, '2026-11-26', { problem: null })).toBe('sending');
    expect(taskStatus({ date: '2026-11-26', completion: null }, '2026-11-26', { problem: 'La tarea ya no existe' })).toBe('refused');
    expect(taskStatus({ date: '2026-11-26', completion: null }, '2026-11-26', null)).toBe('pending');
    expect(taskStatus({ date: '2026-11-25', completion: null }, '2026-11-26', null)).toBe('missed');
    expect(taskStatus({ date: '2026-11-27', completion: null }, '2026-11-26', null)).toBe('upcoming');
  });

  it('only today and past days can be registered', () => {
    expect(canRegister('pending')).toBe(true);
    expect(canRegister('missed')).toBe(true);
    expect(canRegister('upcoming')).toBe(false);
    expect(canRegister('done')).toBe(false);
    expect(canRegister('sending')).toBe(false);
  });
});
