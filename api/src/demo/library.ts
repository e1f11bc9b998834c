import { workoutCreateSchema } from '@coach/shared/contracts';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { exercises } from '../db/schema';
import { workoutRequestOf } from '../modules/library/product/sync';
import type { ProductWorkout } from '../modules/library/product/types';
import { times } from '../modules/library/product/workouts';
import { createWorkoutOfGym } from '../modules/library/workouts/workouts';

/*
 * The studio's own workouts: what a trainer writes for their clients after a while, built from the
 * product's exercises and created through the library's own function. Some clients' tasks use them
 * (demo/agenda.ts), so "Rutinas" shows the business's work beside the product's.
 */

/** Written like the product's workouts (exercises by key), without a product key: they are the studio's. */
const DEMO_WORKOUTS: Array<Omit<ProductWorkout, 'key'>> = [
  {
    name: 'Fuerza A: piernas y empuje',
    description: 'El día A del plan de fuerza de tres días del estudio. Cargas que dejen 2 repeticiones en reserva.',
    mode: 'simple',
    groups: [
      {
        name: 'Entrada en calor',
        instructions: '5 minutos de bicicleta y dos vueltas de esto, sin peso.',
        exercises: [
          { exercise: 'sentadilla-con-peso-corporal', series: times(2, { reps: 10, restSeconds: 30 }) },
          { exercise: 'separacion-de-banda', series: times(2, { reps: 15, restSeconds: 30 }) },
        ],
      },
      {
        name: 'Bloque principal',
        exercises: [
          { exercise: 'sentadilla-con-barra', series: times(4, { reps: 6, restSeconds: 120, weightKg: 50 }) },
          { exercise: 'press-de-banca-con-barra', series: times(4, { reps: 6, restSeconds: 120, weightKg: 40 }) },
          { exercise: 'zancadas-con-mancuernas', series: times(3, { reps: 10, restSeconds: 90, weightKg: 10 }) },
          { exercise: 'plancha', series: times(3, { seconds: 40, restSeconds: 45 }) },
        ],
      },
    ],
  },
  {
    name: 'Fuerza B: tirón y cadena posterior',
    description: 'El día B del plan de fuerza. El peso muerto rumano, con la espalda neutra antes que con más peso.',
    mode: 'simple',
    groups: [
      {
        name: 'Bloque principal',
        exercises: [
          { exercise: 'peso-muerto-rumano-con-barra', series: times(4, { reps: 8, restSeconds: 120, weightKg: 45 }) },
          { exercise: 'jalon-al-pecho', series: times(4, { reps: 10, restSeconds: 90, weightKg: 35 }) },
          { exercise: 'hip-thrust-con-barra', series: times(3, { reps: 10, restSeconds: 90, weightKg: 50 }) },
          { exercise: 'remo-sentado-en-polea', series: times(3, { reps: 12, restSeconds: 75, weightKg: 30 }) },
          { exercise: 'face-pull-en-polea', series: times(3, { reps: 15, restSeconds: 60, weightKg: 10 }) },
        ],
      },
    ],
  },
  {
    name: 'Postparto: core y suelo pélvico (semanas 8 a 12)',
    description: 'Para alumnas con alta médica. Sin impacto ni abdominales clásicos; exhalá en el esfuerzo.',
    mode: 'advanced',
    groups: [
      {
        name: 'Activación',
        instructions: 'Respiración diafragmática 2 minutos antes de empezar.',
        exercises: [
          { exercise: 'bicho-muerto', series: [{ reps: 6, restSeconds: 30 }, { reps: 8, restSeconds: 30 }, { reps: 10, restSeconds: 45 }] },
          { exercise: 'puente-de-gluteos', series: times(3, { reps: 12, restSeconds: 45 }) },
        ],
      },
      {
        name: 'Estabilidad',
        exercises: [
          { exercise: 'press-pallof-con-banda', series: times(3, { reps: 10, restSeconds: 45 }) },
          { exercise: 'plancha-lateral', series: [{ seconds: 15, restSeconds: 30 }, { seconds: 20, restSeconds: 30 }, { seconds: 25, restSeconds: 45 }] },
          { exercise: 'perro-de-caza', series: times(3, { reps: 8, restSeconds: 30 }) },
        ],
      },
    ],
  },
];

/** Writes the studio's workouts as its trainer would have, `now`; answers their ids. */
export async function seedDemoLibrary(db: Db, { gymId, trainerId, now }: { gymId: number; trainerId: number; now: Date }): Promise<number[]> {
  const keys = [...new Set(DEMO_WORKOUTS.flatMap((workout) => workout.groups.flatMap((group) => group.exercises.map((entry) => entry.exercise))))];
  const found = await db
    .select({ id: exercises.id, key: exercises.productKey })
    .from(exercises)
    .where(and(isNull(exercises.gymId), inArray(exercises.productKey, keys)));
  // Product rows always have a key (the query asks for them by key).
  const idOf = new Map(found.map((row) => [row.key ?? '', row.id]));
  const ids: number[] = [];
  for (const workout of DEMO_WORKOUTS) {
    const row = await createWorkoutOfGym({ db, now: () => now }, gymId, trainerId, workoutCreateSchema.parse(workoutRequestOf(workout, idOf)));
    ids.push(row.id);
  }
  return ids;
}
