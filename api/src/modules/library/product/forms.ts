import type { ProductForm } from './types';

/*
 * The product's forms. Together they use the six question types with their constraints (number
 * ranges, text lengths, date bounds, single and multiple choice). The contract's date bounds are
 * fixed dates (no "today"), so date questions bound the plausible range and the description asks for
 * a past date.
 */

export const productForms: ProductForm[] = [
  {
    key: 'check-in-semanal',
    name: 'Check-in semanal',
    description: 'Un repaso rápido de la semana para ajustar el plan: energía, descanso, peso y cómo te fue con los entrenamientos.',
    questions: [
      {
        type: 'rating',
        title: '¿Cómo estuvo tu energía esta semana?',
        description: '1 es muy baja y 5 es excelente.',
        required: true,
      },
      {
        type: 'number',
        title: '¿Cuántas horas dormiste por noche, en promedio?',
        required: true,
        min: 0,
        max: 24,
      },
      {
        type: 'number',
        title: 'Tu peso de esta semana (kg)',
        description: 'Pesate en ayunas y siempre en la misma balanza.',
        required: false,
        min: 30,
        max: 300,
        measurement: 'weightKg',
      },
      {
        type: 'select',
        title: '¿Cuántos de los entrenamientos de la semana pudiste hacer?',
        required: true,
        multiple: false,
        options: ['Todos', 'Casi todos', 'La mitad', 'Pocos', 'Ninguno'],
      },
      {
        type: 'rating',
        title: '¿Cómo te fue con la alimentación?',
        description: '1 es muy mal y 5 es muy bien.',
        required: false,
      },
      {
        type: 'boolean',
        title: '¿Tuviste dolor o molestias?',
        required: true,
      },
      {
        type: 'text',
        title: 'Si tuviste dolor o molestias, contanos dónde y en qué momento',
        required: false,
        maxLength: 500,
      },
      {
        type: 'text',
        title: 'Comentarios para tu entrenador',
        description: 'Lo que quieras contar: logros, dificultades, cambios en tu semana.',
        required: false,
        maxLength: 1000,
      },
    ],
  },
  {
    key: 'par-q-de-salud',
    name: 'PAR-Q de salud',
    description:
      'Cuestionario de aptitud antes de empezar a entrenar. Si respondés que sí a alguna pregunta, consultá con tu médico antes de aumentar tu actividad física.',
    questions: [
      {
        type: 'boolean',
        title: '¿Alguna vez un médico te dijo que tenés un problema cardíaco o presión arterial alta?',
        required: true,
      },
      {
        type: 'boolean',
        title: '¿Sentís dolor en el pecho en reposo, en tus actividades diarias o al hacer ejercicio?',
        required: true,
      },
      {
        type: 'boolean',
        title: '¿En el último año perdiste el equilibrio por un mareo o te desmayaste?',
        description: 'Si el mareo fue por respirar muy rápido durante un esfuerzo intenso, respondé que no.',
        required: true,
      },
      {
        type: 'boolean',
        title: '¿Te diagnosticaron alguna otra enfermedad crónica, como diabetes, asma o una enfermedad renal?',
        required: true,
      },
      {
        type: 'boolean',
        title: '¿Tomás actualmente medicamentos recetados para una enfermedad crónica?',
        required: true,
      },
      {
        type: 'boolean',
        title: '¿Tenés algún problema en huesos, articulaciones o músculos que pueda empeorar si hacés más actividad física?',
        description: 'Por ejemplo: rodilla, cadera, espalda u hombro lesionados o con dolor frecuente.',
        required: true,
      },
      {
        type: 'boolean',
        title: '¿Algún médico te indicó que hagas actividad física solo con supervisión médica?',
        required: true,
      },
      {
        type: 'date',
        title: '¿Cuándo fue tu último control médico?',
        description: 'Una fecha pasada; si no te acordás el día exacto, poné una aproximada.',
        required: false,
        minDate: '1950-01-01',
        maxDate: '2100-12-31',
      },
      {
        type: 'text',
        title: '¿Qué medicamentos tomás?',
        description: 'Nombre y dosis de cada uno. Si no tomás ninguno, dejalo vacío.',
        required: false,
        maxLength: 1000,
      },
      {
        type: 'boolean',
        title: 'Confirmo que respondí con la verdad y que voy a avisar si mi estado de salud cambia',
        required: true,
      },
    ],
  },
  {
    key: 'encuesta-de-satisfaccion',
    name: 'Encuesta de satisfacción',
    description: 'Tu opinión nos ayuda a mejorar. Son dos minutos y las respuestas las lee solo tu entrenador.',
    questions: [
      {
        type: 'rating',
        title: '¿Qué tan conforme estás con tu entrenamiento en general?',
        required: true,
      },
      {
        type: 'rating',
        title: '¿Cómo calificás la comunicación con tu entrenador?',
        required: true,
      },
      {
        type: 'rating',
        title: '¿Cómo calificás los resultados que lograste hasta ahora?',
        required: false,
      },
      {
        type: 'select',
        title: '¿Con qué frecuencia te gustaría recibir seguimiento?',
        required: false,
        multiple: false,
        options: ['Una vez por semana', 'Cada dos semanas', 'Una vez por mes'],
      },
      {
        type: 'select',
        title: '¿Qué es lo que más valorás?',
        description: 'Podés elegir más de una opción.',
        required: false,
        multiple: true,
        options: ['Las rutinas', 'El seguimiento', 'La flexibilidad de horarios', 'La app', 'Los resultados', 'La buena onda'],
      },
      {
        type: 'boolean',
        title: '¿Nos recomendarías a un amigo o familiar?',
        required: true,
      },
      {
        type: 'text',
        title: '¿Qué podríamos mejorar?',
        required: false,
        maxLength: 1000,
      },
    ],
  },
  {
    key: 'medidas-corporales',
    name: 'Medidas corporales',
    description:
      'Registro de peso y perímetros para ver tu progreso: cada respuesta se guarda en Medidas con la fecha del día. Medite por la mañana, con la cinta ajustada pero sin apretar, siempre en los mismos puntos.',
    questions: [
      {
        type: 'number',
        title: 'Peso (kg)',
        required: true,
        min: 30,
        max: 300,
        measurement: 'weightKg',
      },
      {
        type: 'number',
        title: 'Cintura (cm)',
        description: 'A la altura del ombligo, después de soltar el aire.',
        required: true,
        min: 40,
        max: 200,
        measurement: 'waistCm',
      },
      {
        type: 'number',
        title: 'Cadera (cm)',
        description: 'En la parte más ancha de los glúteos, con los pies juntos.',
        required: true,
        min: 50,
        max: 200,
        measurement: 'hipCm',
      },
      {
        type: 'number',
        title: 'Pecho (cm)',
        description: 'A la altura de los pezones, con los brazos relajados.',
        required: false,
        min: 50,
        max: 200,
        measurement: 'chestCm',
      },
      {
        type: 'number',
        title: 'Brazo (cm)',
        description: 'Brazo relajado, a mitad de camino entre el hombro y el codo.',
        required: false,
        min: 15,
        max: 70,
        measurement: 'armCm',
      },
      {
        type: 'number',
        title: 'Muslo (cm)',
        description: 'En la mitad del muslo, entre la cadera y la rodilla.',
        required: false,
        min: 30,
        max: 100,
        measurement: 'thighCm',
      },
      {
        type: 'text',
        title: 'Observaciones',
        description: 'Por ejemplo, si te mediste en otro horario o con otra cinta.',
        required: false,
        maxLength: 500,
      },
    ],
  },
];
