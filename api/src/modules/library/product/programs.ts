import type { ProductProgram, ProductProgramItem } from './types';

/*
 * The product's programs (issue 30): multi-week plans a trainer duplicates and adapts, or assigns as
 * they are. Built only from the product's workouts, activities and forms (by key; product/sync.ts
 * turns keys into ids). Day 1 is the program's first day (Monday when an assignment is aligned).
 */

type Day = ProductProgram['days'][number];

/** Every week from `from` to `to` (both included), the same items on a day. */
const weekly = (from: number, to: number, day: number, items: (week: number) => ProductProgramItem[]): Day[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ week: from + i, day, items: items(from + i) }));

/** Puts the days of several helpers together, merging the items of a day named twice, sorted by week and day. */
function days(...groups: Day[][]): Day[] {
  const byKey = new Map<string, Day>();
  for (const day of groups.flat()) {
    const key = `${day.week}/${day.day}`;
    const current = byKey.get(key);
    if (current) current.items.push(...day.items);
    else byKey.set(key, { week: day.week, day: day.day, items: [...day.items] });
  }
  return [...byKey.values()].sort((a, b) => a.week - b.week || a.day - b.day);
}

const workout = (item: string, goal?: string): ProductProgramItem => ({ type: 'workout', item, ...(goal ? { goal } : {}) });
const activity = (item: string, extra: Omit<ProductProgramItem, 'type' | 'item'> = {}): ProductProgramItem => ({ type: 'activity', item, ...extra });
const form = (item: string): ProductProgramItem => ({ type: 'form', item });
const checkIn = (weeks: number) => weekly(1, weeks, 7, () => [form('check-in-semanal')]);

export const productPrograms: ProductProgram[] = [
  {
    key: 'fuerza-principiante-8-semanas',
    name: 'Fuerza principiante 8 semanas',
    description:
      'Tres sesiones de fuerza por semana para quien empieza: cuatro semanas de cuerpo completo para aprender los movimientos y cuatro de empuje, piernas y tracción por separado. Caminatas suaves los días libres, check-in cada domingo y medidas al principio y al final.',
    weeks: 8,
    days: days(
      [{ week: 1, day: 1, items: [form('medidas-corporales')] }],
      weekly(1, 4, 1, () => [workout('full-body-principiante', 'Aprendé la técnica: pesos livianos')]),
      weekly(1, 4, 3, () => [workout('full-body-principiante')]),
      weekly(1, 4, 5, () => [workout('full-body-principiante'), workout('core-en-20-minutos')]),
      weekly(5, 8, 1, () => [workout('empuje-pecho-hombro-triceps')]),
      weekly(5, 8, 3, () => [workout('tren-inferior-fuerza')]),
      weekly(5, 8, 5, () => [workout('traccion-espalda-biceps'), workout('core-en-20-minutos')]),
      weekly(1, 8, 2, (week) => [activity('caminar', { durationMin: 20 + 5 * Math.min(week - 1, 4), goal: 'Ritmo en el que puedas conversar' })]),
      weekly(1, 8, 6, () => [activity('estiramientos', { durationMin: 15 })]),
      checkIn(8),
      [{ week: 8, day: 7, items: [form('medidas-corporales')] }],
    ),
  },
  {
    key: 'running-5k-en-6-semanas',
    name: 'Running 5K en 6 semanas',
    description:
      'De alternar trote y caminata a correr 5 km seguidos en seis semanas: tres salidas por semana que crecen de a poco, una sesión de fuerza para las piernas y el core, y estiramientos después de correr.',
    weeks: 6,
    days: days(
      weekly(1, 6, 2, (week) => [
        activity('trote-suave', {
          durationMin: 20 + 4 * (week - 1),
          goal: week <= 2 ? 'Alterná 1 minuto de trote y 2 de caminata' : week <= 4 ? 'Alterná 3 minutos de trote y 1 de caminata' : 'Trote continuo, ritmo cómodo',
        }),
      ]),
      weekly(1, 6, 3, () => [workout('movilidad-y-core')]),
      weekly(1, 6, 4, (week) => [activity('correr', { distanceKm: 2 + 0.5 * (week - 1), goal: 'Ritmo en el que puedas decir frases cortas' }), activity('estiramientos', { durationMin: 10 })]),
      weekly(1, 6, 6, (week) => [
        week === 6
          ? activity('correr', { distanceKm: 5, goal: '¡Tus primeros 5 km! Salí tranquilo y terminá fuerte' })
          : activity('correr', { distanceKm: 2.5 + 0.5 * (week - 1), goal: 'Salida larga, sin mirar el reloj' }),
        activity('estiramientos', { durationMin: 10 }),
      ]),
      checkIn(6),
    ),
  },
  {
    key: 'movilidad-diaria-4-semanas',
    name: 'Movilidad diaria 4 semanas',
    description:
      'Quince minutos de movilidad articular todos los días, dos sesiones de movilidad y core por semana y yoga el fin de semana, para moverse mejor y con menos molestias en un mes.',
    weeks: 4,
    days: days(
      ...[1, 2, 3, 4, 5, 6, 7].map((day) => weekly(1, 4, day, (week) => [activity('movilidad-articular', { durationMin: week <= 2 ? 15 : 20 })])),
      weekly(1, 4, 2, () => [workout('movilidad-y-core')]),
      weekly(1, 4, 5, () => [workout('movilidad-y-core')]),
      weekly(1, 4, 6, () => [activity('yoga', { durationMin: 30 })]),
      checkIn(4),
    ),
  },
  {
    key: 'acondicionamiento-general-6-semanas',
    name: 'Acondicionamiento general 6 semanas',
    description:
      'Para mejorar la condición física en general: dos circuitos metabólicos y una sesión de piernas por semana, cardio suave los días intermedios y un HIIT corto desde la cuarta semana.',
    weeks: 6,
    days: days(
      weekly(1, 6, 1, () => [workout('circuito-metabolico')]),
      weekly(1, 6, 2, () => [activity('bicicleta-fija', { durationMin: 30, goal: 'Intensidad moderada: 6 de 10' })]),
      weekly(1, 6, 3, () => [workout('tren-inferior-fuerza')]),
      weekly(1, 6, 4, (week) => [week >= 4 ? activity('hiit', { durationMin: 20 }) : activity('eliptica', { durationMin: 30 })]),
      weekly(1, 6, 5, () => [workout('circuito-metabolico'), workout('core-en-20-minutos')]),
      weekly(1, 6, 6, () => [activity('caminar', { durationMin: 45 })]),
      checkIn(6),
    ),
  },
];
