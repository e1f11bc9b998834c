import type { ProductSeries, ProductWorkout } from './types';

/*
 * The product's workouts, built only from product exercises (by key; product/sync.ts turns keys into
 * ids). Simple workouts repeat one set of values per exercise (series × values); advanced ones vary
 * reps, weight or time per series (pyramids, drop sets, timed holds that grow).
 */

/** `count` identical series: the shape of every exercise in a simple workout. */
export const times = (count: number, series: ProductSeries): ProductSeries[] => Array.from({ length: count }, () => ({ ...series }));

export const productWorkouts: ProductWorkout[] = [
  // Simple ----------------------------------------------------------------------------------------
  {
    key: 'full-body-principiante',
    name: 'Full body principiante',
    description:
      'Rutina de cuerpo completo para las primeras semanas: movimientos básicos, pesos livianos y descansos cómodos. Dos o tres veces por semana, con un día libre entre sesiones.',
    mode: 'simple',
    groups: [
      {
        name: 'Entrada en calor',
        instructions: '5 minutos de caminata o bicicleta suave y después estos dos ejercicios sin peso.',
        exercises: [
          { exercise: 'sentadilla-con-peso-corporal', series: times(2, { reps: 10, restSeconds: 30 }) },
          { exercise: 'perro-de-caza', series: times(2, { reps: 8, restSeconds: 30 }) },
        ],
      },
      {
        name: 'Bloque principal',
        instructions: 'Elegí un peso con el que termines cada serie sintiendo que podrías hacer 2 o 3 repeticiones más.',
        exercises: [
          { exercise: 'sentadilla-goblet', series: times(3, { reps: 12, restSeconds: 60, weightKg: 8 }) },
          { exercise: 'flexiones-con-rodillas-apoyadas', series: times(3, { reps: 10, restSeconds: 60 }) },
          { exercise: 'remo-con-mancuerna-a-un-brazo', series: times(3, { reps: 12, restSeconds: 60, weightKg: 8 }) },
          { exercise: 'puente-de-gluteos', series: times(3, { reps: 15, restSeconds: 45 }) },
          { exercise: 'press-de-hombros-con-mancuernas', series: times(3, { reps: 12, restSeconds: 60, weightKg: 5 }) },
        ],
      },
      {
        name: 'Core',
        exercises: [{ exercise: 'plancha', series: times(3, { seconds: 30, restSeconds: 30 }) }],
      },
    ],
  },
  {
    key: 'core-en-20-minutos',
    name: 'Core en 20 minutos',
    description: 'Abdominales, oblicuos y zona lumbar sin equipamiento, en un circuito corto que entra en cualquier día.',
    mode: 'simple',
    groups: [
      {
        name: 'Circuito',
        instructions: 'Hacé una serie de cada ejercicio y pasá al siguiente; al terminar la ronda, volvé a empezar. Tres rondas.',
        exercises: [
          { exercise: 'plancha', series: times(3, { seconds: 40, restSeconds: 20 }) },
          { exercise: 'bicho-muerto', series: times(3, { reps: 12, restSeconds: 20 }) },
          { exercise: 'plancha-lateral', series: times(3, { seconds: 30, restSeconds: 20 }) },
          { exercise: 'crunch-inverso', series: times(3, { reps: 15, restSeconds: 20 }) },
          { exercise: 'russian-twist', series: times(3, { reps: 20, restSeconds: 20 }) },
        ],
      },
      {
        name: 'Finisher',
        instructions: 'A ritmo constante, cuidando que la cadera no suba.',
        exercises: [{ exercise: 'escaladores', series: times(2, { seconds: 30, restSeconds: 30 }) }],
      },
    ],
  },
  {
    key: 'empuje-pecho-hombro-triceps',
    name: 'Empuje (pecho, hombro, tríceps)',
    description: 'Día de empuje para quien ya entrena hace unos meses: un básico pesado, accesorios de hombro y tríceps al final.',
    mode: 'simple',
    groups: [
      {
        name: 'Entrada en calor',
        instructions: 'Con banda liviana, para preparar los hombros.',
        exercises: [
          { exercise: 'rotacion-externa-con-banda', series: times(2, { reps: 15, restSeconds: 30 }) },
          { exercise: 'separacion-de-banda', series: times(2, { reps: 15, restSeconds: 30 }) },
        ],
      },
      {
        name: 'Bloque principal',
        exercises: [
          { exercise: 'press-de-banca-con-barra', series: times(4, { reps: 8, restSeconds: 120, weightKg: 40 }) },
          { exercise: 'press-inclinado-con-mancuernas', series: times(3, { reps: 10, restSeconds: 90, weightKg: 14 }) },
          { exercise: 'press-de-hombros-con-mancuernas', series: times(3, { reps: 10, restSeconds: 90, weightKg: 12 }) },
          { exercise: 'elevaciones-laterales-con-mancuernas', series: times(3, { reps: 15, restSeconds: 60, weightKg: 6 }) },
        ],
      },
      {
        name: 'Tríceps',
        exercises: [
          { exercise: 'extension-de-triceps-en-polea', series: times(3, { reps: 12, restSeconds: 60, weightKg: 20 }) },
          { exercise: 'fondos-en-banco', series: times(2, { reps: 12, restSeconds: 60 }) },
        ],
      },
    ],
  },
  {
    key: 'traccion-espalda-biceps',
    name: 'Tracción (espalda y bíceps)',
    description: 'Día de tracción: tirones verticales y horizontales para la espalda, trabajo de postura y bíceps al final.',
    mode: 'simple',
    groups: [
      {
        name: 'Entrada en calor',
        exercises: [
          { exercise: 'colgarse-de-la-barra', series: times(2, { seconds: 20, restSeconds: 45 }) },
          { exercise: 'separacion-de-banda', series: times(2, { reps: 15, restSeconds: 30 }) },
        ],
      },
      {
        name: 'Bloque principal',
        exercises: [
          { exercise: 'jalon-al-pecho', series: times(4, { reps: 10, restSeconds: 90, weightKg: 40 }) },
          { exercise: 'remo-con-barra', series: times(3, { reps: 10, restSeconds: 90, weightKg: 35 }) },
          { exercise: 'remo-con-mancuerna-a-un-brazo', series: times(3, { reps: 10, restSeconds: 60, weightKg: 16 }) },
          { exercise: 'face-pull-en-polea', series: times(3, { reps: 15, restSeconds: 60, weightKg: 10 }) },
        ],
      },
      {
        name: 'Bíceps',
        exercises: [
          { exercise: 'curl-de-biceps-con-barra', series: times(3, { reps: 10, restSeconds: 60, weightKg: 20 }) },
          { exercise: 'curl-martillo', series: times(3, { reps: 12, restSeconds: 60, weightKg: 10 }) },
        ],
      },
    ],
  },

  // Advanced --------------------------------------------------------------------------------------
  {
    key: 'tren-inferior-fuerza',
    name: 'Tren inferior: fuerza',
    description:
      'Piernas con foco en fuerza: sentadilla en pirámide (menos repeticiones y más peso en cada serie), bisagra de cadera y accesorios. Los pesos son una referencia: ajustalos a tu nivel.',
    mode: 'advanced',
    groups: [
      {
        name: 'Entrada en calor',
        exercises: [
          { exercise: 'sentadilla-con-peso-corporal', series: times(2, { reps: 10, restSeconds: 30 }) },
          { exercise: 'caminata-lateral-con-banda', series: times(2, { reps: 12, restSeconds: 30 }) },
        ],
      },
      {
        name: 'Bloque principal',
        instructions: 'Subí el peso en cada serie y alargá el descanso a medida que baja el número de repeticiones.',
        exercises: [
          {
            exercise: 'sentadilla-con-barra',
            series: [
              { reps: 12, restSeconds: 90, weightKg: 40 },
              { reps: 10, restSeconds: 120, weightKg: 50 },
              { reps: 8, restSeconds: 150, weightKg: 60 },
              { reps: 6, restSeconds: 180, weightKg: 70 },
            ],
          },
          {
            exercise: 'peso-muerto-rumano-con-barra',
            series: [
              { reps: 10, restSeconds: 90, weightKg: 40 },
              { reps: 8, restSeconds: 120, weightKg: 50 },
              { reps: 8, restSeconds: 120, weightKg: 50 },
            ],
          },
          {
            exercise: 'prensa-de-piernas',
            series: [
              { reps: 12, restSeconds: 90, weightKg: 100 },
              { reps: 10, restSeconds: 90, weightKg: 120 },
              { reps: 8, restSeconds: 120, weightKg: 140 },
            ],
          },
        ],
      },
      {
        name: 'Accesorios',
        exercises: [
          {
            exercise: 'curl-femoral-acostado',
            series: [
              { reps: 12, restSeconds: 60, weightKg: 25 },
              { reps: 12, restSeconds: 60, weightKg: 25 },
              { reps: 10, restSeconds: 60, weightKg: 30 },
            ],
          },
          {
            exercise: 'elevacion-de-gemelos-de-pie',
            series: [
              { reps: 15, restSeconds: 60, weightKg: 40 },
              { reps: 12, restSeconds: 60, weightKg: 50 },
              { reps: 10, restSeconds: 60, weightKg: 60 },
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'gluteos-y-piernas-avanzada',
    name: 'Glúteos y piernas avanzada',
    description:
      'Sesión de glúteos para quien ya domina la técnica: activación con banda, hip thrust pesado con una serie final descendente y un finisher de resistencia.',
    mode: 'advanced',
    groups: [
      {
        name: 'Activación',
        instructions: 'Con minibanda, sin apuro: buscá sentir el glúteo medio.',
        exercises: [
          { exercise: 'caminata-lateral-con-banda', series: times(2, { reps: 20, restSeconds: 30 }) },
          { exercise: 'almeja-con-banda', series: times(2, { reps: 15, restSeconds: 30 }) },
        ],
      },
      {
        name: 'Bloque principal',
        instructions: 'En el hip thrust, la última serie baja el peso y sube las repeticiones: terminala cerca del fallo técnico.',
        exercises: [
          {
            exercise: 'hip-thrust-con-barra',
            series: [
              { reps: 12, restSeconds: 90, weightKg: 50 },
              { reps: 10, restSeconds: 90, weightKg: 60 },
              { reps: 8, restSeconds: 120, weightKg: 70 },
              { reps: 15, restSeconds: 90, weightKg: 40 },
            ],
          },
          {
            exercise: 'sentadilla-bulgara',
            series: [
              { reps: 10, restSeconds: 90, weightKg: 10 },
              { reps: 10, restSeconds: 90, weightKg: 10 },
              { reps: 8, restSeconds: 90, weightKg: 12 },
            ],
          },
          {
            exercise: 'peso-muerto-rumano-a-una-pierna',
            series: [
              { reps: 12, restSeconds: 60, weightKg: 10 },
              { reps: 10, restSeconds: 60, weightKg: 12 },
              { reps: 10, restSeconds: 60, weightKg: 12 },
            ],
          },
        ],
      },
      {
        name: 'Finisher',
        instructions: 'Abducciones en serie descendente: bajá el peso sin descansar entre series.',
        exercises: [
          {
            exercise: 'abducciones-en-maquina',
            series: [
              { reps: 15, restSeconds: 0, weightKg: 40 },
              { reps: 12, restSeconds: 0, weightKg: 30 },
              { reps: 10, restSeconds: 90, weightKg: 20 },
            ],
          },
          {
            exercise: 'sentadilla-isometrica-en-la-pared',
            series: [
              { seconds: 30, restSeconds: 45 },
              { seconds: 45, restSeconds: 45 },
              { seconds: 60, restSeconds: 60 },
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'circuito-metabolico',
    name: 'Circuito metabólico',
    description:
      'Circuito por tiempo que combina fuerza y cardio. Cada vuelta acorta el trabajo y pide más intensidad. Ideal para días con poco tiempo.',
    mode: 'advanced',
    groups: [
      {
        name: 'Entrada en calor',
        exercises: [
          { exercise: 'sentadilla-con-peso-corporal', series: times(2, { reps: 15, restSeconds: 20 }) },
          { exercise: 'escaladores', series: times(2, { seconds: 20, restSeconds: 20 }) },
        ],
      },
      {
        name: 'Circuito',
        instructions:
          'Hacé la primera serie de cada ejercicio, uno detrás del otro; después la segunda y después la tercera. Descansá 60 segundos al final de cada vuelta.',
        exercises: [
          {
            exercise: 'swing-con-kettlebell',
            series: [
              { seconds: 40, restSeconds: 20, weightKg: 12 },
              { seconds: 30, restSeconds: 20, weightKg: 16 },
              { seconds: 20, restSeconds: 20, weightKg: 16 },
            ],
          },
          {
            exercise: 'flexiones-de-brazos',
            series: [
              { seconds: 40, restSeconds: 20 },
              { seconds: 30, restSeconds: 20 },
              { seconds: 20, restSeconds: 20 },
            ],
          },
          {
            exercise: 'zancadas-con-mancuernas',
            series: [
              { seconds: 40, restSeconds: 20, weightKg: 8 },
              { seconds: 30, restSeconds: 20, weightKg: 8 },
              { seconds: 20, restSeconds: 20, weightKg: 10 },
            ],
          },
          {
            exercise: 'escaladores',
            series: [
              { seconds: 40, restSeconds: 60 },
              { seconds: 30, restSeconds: 60 },
              { seconds: 20, restSeconds: 60 },
            ],
          },
        ],
      },
      {
        name: 'Finisher',
        exercises: [
          {
            exercise: 'paseo-del-granjero',
            series: [
              { seconds: 40, restSeconds: 60, weightKg: 16 },
              { seconds: 40, restSeconds: 60, weightKg: 20 },
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'movilidad-y-core',
    name: 'Movilidad y core',
    description:
      'Sesión suave para días de descanso activo o para sumar al final de otra rutina: movilidad de hombros y cadera, y planchas que suman tiempo en cada serie.',
    mode: 'advanced',
    groups: [
      {
        name: 'Movilidad',
        instructions: 'Movimientos lentos y sin dolor.',
        exercises: [
          { exercise: 'perro-de-caza', series: times(2, { reps: 10, restSeconds: 20 }) },
          { exercise: 'rotacion-externa-con-banda', series: times(2, { reps: 12, restSeconds: 20 }) },
          {
            exercise: 'colgarse-de-la-barra',
            series: [
              { seconds: 20, restSeconds: 45 },
              { seconds: 30, restSeconds: 45 },
            ],
          },
        ],
      },
      {
        name: 'Core',
        instructions: 'Cada serie de plancha dura un poco más: mantené la técnica aunque cueste.',
        exercises: [
          {
            exercise: 'plancha',
            series: [
              { seconds: 30, restSeconds: 30 },
              { seconds: 45, restSeconds: 30 },
              { seconds: 60, restSeconds: 45 },
            ],
          },
          {
            exercise: 'plancha-lateral',
            series: [
              { seconds: 20, restSeconds: 30 },
              { seconds: 30, restSeconds: 30 },
              { seconds: 40, restSeconds: 30 },
            ],
          },
          {
            exercise: 'press-pallof-con-banda',
            series: [
              { reps: 10, restSeconds: 30 },
              { reps: 12, restSeconds: 30 },
              { reps: 15, restSeconds: 30 },
            ],
          },
        ],
      },
      {
        name: 'Vuelta a la calma',
        exercises: [{ exercise: 'superman', series: times(2, { reps: 10, restSeconds: 30 }) }],
      },
    ],
  },
];
