import { programLabel } from './program-label';

it('says the program and the week of the task', () => {
  expect(programLabel({ name: 'Fuerza principiante', week: 1, weeks: 8 })).toBe('Fuerza principiante · semana 1 de 8');
});
