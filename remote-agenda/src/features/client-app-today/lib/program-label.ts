import type { ClientAppTaskProgram } from '@coach/shared/contracts';

/** The program a task comes from, and the week its day falls in: "Fuerza principiante · semana 1 de 8". */
export const programLabel = (program: ClientAppTaskProgram): string => `${program.name} · semana ${program.week} de ${program.weeks}`;
