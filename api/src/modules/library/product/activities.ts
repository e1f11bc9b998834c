import { howTo } from './exercises';
import type { ProductActivity } from './types';

/*
 * The product's activities: cardio, mobility and practices a trainer assigns by time or distance.
 * Instructions say how to do it well and how to dose the effort (the talk test, a 1 to 10 scale).
 * Keys are stable (product/sync.ts) and pick each cover's pictogram (covers.ts).
 */

export const productActivities: ProductActivity[] = [
  {
    key: 'caminar',
    name: 'Caminar',
    instructions: howTo(
      [
        'Usá calzado cómodo y empezá los primeros 5 minutos a paso tranquilo.',
        'Caminá erguido, mirando al frente, con pasos naturales y los brazos acompañando.',
        'Para un ritmo moderado, tenés que poder hablar en frases completas pero no cantar.',
        'Terminá con 3 a 5 minutos más lentos.',
      ],
      'si te cuesta hablar, bajá el ritmo; si podés cantar, apurá un poco el paso.',
      'Intensidad',
    ),
    keywords: ['caminata', 'cardio', 'bajo impacto', 'aire libre'],
  },
  {
    key: 'correr',
    name: 'Correr',
    instructions: howTo(
      [
        'Entrá en calor con 5 a 10 minutos de caminata rápida o trote muy suave.',
        'Corré con pasos cortos, apoyando el pie debajo del cuerpo y no por delante.',
        'Mantené los hombros sueltos y los brazos a 90 grados.',
        'Terminá con unos minutos de trote suave o caminata.',
      ],
      'a ritmo moderado hablás en frases cortas; en los tramos fuertes solo podés decir palabras sueltas. Subí el volumen semanal de a poco.',
      'Intensidad',
    ),
    keywords: ['running', 'cardio', 'carrera', 'resistencia'],
  },
  {
    key: 'trote-suave',
    name: 'Trote suave',
    instructions: howTo(
      [
        'Arrancá caminando unos minutos y pasá a un trote lento.',
        'Buscá un ritmo que puedas sostener todo el tiempo indicado sin parar.',
        'Si hace falta, alterná tramos de trote con tramos de caminata.',
        'Aflojá los últimos minutos hasta caminar.',
      ],
      'tenés que poder conversar sin problema; en una escala de 1 a 10, un esfuerzo de 4 o 5.',
      'Intensidad',
    ),
    keywords: ['trote', 'running', 'regenerativo', 'cardio'],
  },
  {
    key: 'bicicleta-de-ruta',
    name: 'Bicicleta de ruta',
    instructions: howTo(
      [
        'Revisá frenos, ruedas y casco antes de salir.',
        'Ajustá la altura del asiento para que la rodilla quede apenas flexionada abajo.',
        'Pedaleá a una cadencia ágil y usá los cambios para no forzar en las subidas.',
        'Terminá los últimos 5 minutos con cambios livianos.',
      ],
      'para un esfuerzo moderado, respirás más rápido pero podés decir frases cortas. Usá siempre casco y ropa visible.',
      'Intensidad',
    ),
    keywords: ['ciclismo', 'bici', 'cardio', 'aire libre'],
  },
  {
    key: 'bicicleta-fija',
    name: 'Bicicleta fija / spinning',
    instructions: howTo(
      [
        'Ajustá el asiento a la altura de la cadera y el manubrio a una altura cómoda.',
        'Empezá 5 minutos con poca resistencia para entrar en calor.',
        'Alterná tramos de resistencia más alta con tramos de recuperación, según la rutina.',
        'Terminá con 3 a 5 minutos suaves.',
      ],
      'en los tramos fuertes, un 7 u 8 sobre 10; en la recuperación, tenés que poder hablar. Tené agua a mano.',
      'Intensidad',
    ),
    keywords: ['spinning', 'ciclismo indoor', 'bici', 'cardio'],
  },
  {
    key: 'natacion',
    name: 'Natación',
    instructions: howTo(
      [
        'Entrá en calor con 2 o 3 largos suaves en el estilo que te resulte más cómodo.',
        'Exhalá debajo del agua y tomá aire sin levantar de más la cabeza.',
        'Nadá en bloques de largos con pausas cortas en el borde.',
        'Terminá con un par de largos lentos.',
      ],
      'entre bloques, tenés que recuperar la respiración en 20 a 30 segundos. Nadá solo en lugares con guardavidas.',
      'Intensidad',
    ),
    keywords: ['pileta', 'nado', 'cardio', 'bajo impacto'],
  },
  {
    key: 'yoga',
    name: 'Yoga',
    instructions: howTo(
      [
        'Usá ropa cómoda y una colchoneta antideslizante.',
        'Empezá con unos minutos de respiración tranquila, inhalando y exhalando por la nariz.',
        'Pasá por las posturas sin apuro, sosteniendo cada una entre 3 y 5 respiraciones.',
        'Terminá con unos minutos acostado boca arriba, relajado.',
      ],
      'buscá estiramiento, no dolor; si no podés respirar con calma en una postura, aflojala.',
      'Intensidad',
    ),
    keywords: ['posturas', 'flexibilidad', 'respiración', 'relajación'],
  },
  {
    key: 'pilates',
    name: 'Pilates',
    instructions: howTo(
      [
        'Sobre una colchoneta o en máquina, empezá activando el centro: ombligo hacia adentro.',
        'Hacé cada ejercicio con pocas repeticiones, lentas y precisas.',
        'Coordiná la respiración con el movimiento: exhalá en el esfuerzo.',
        'Cuidá la postura de la columna y del cuello en todo momento.',
      ],
      'la calidad importa más que la cantidad; cuando perdés la técnica, terminó la serie.',
      'Intensidad',
    ),
    keywords: ['mat', 'reformer', 'core', 'postura'],
  },
  {
    key: 'movilidad-articular',
    name: 'Movilidad articular',
    instructions: howTo(
      [
        'Recorré las articulaciones de arriba hacia abajo: cuello, hombros, columna, cadera, rodillas y tobillos.',
        'Hacé entre 8 y 10 círculos o balanceos lentos en cada dirección.',
        'Agrandá el recorrido de a poco, sin rebotes.',
        'Ideal como entrada en calor o en los días de descanso.',
      ],
      'el movimiento tiene que ser cómodo; si algo duele, achicá el recorrido.',
      'Intensidad',
    ),
    keywords: ['movilidad', 'entrada en calor', 'articulaciones', 'flexibilidad'],
  },
  {
    key: 'estiramientos',
    name: 'Estiramientos',
    instructions: howTo(
      [
        'Hacelos después de entrenar o con el cuerpo ya caliente.',
        'Llevá cada estiramiento hasta sentir tensión suave, nunca dolor.',
        'Sostené entre 20 y 30 segundos por lado respirando profundo.',
        'Repasá piernas, cadera, espalda, pecho y hombros.',
      ],
      'no rebotes; la tensión debería bajar mientras sostenés la posición.',
      'Intensidad',
    ),
    keywords: ['elongación', 'flexibilidad', 'vuelta a la calma', 'stretching'],
  },
  {
    key: 'saltar-la-soga',
    name: 'Saltar la soga',
    instructions: howTo(
      [
        'Ajustá el largo: pisando la soga en el medio, las manijas llegan a las axilas.',
        'Saltá bajito, sobre la punta de los pies, con las rodillas apenas flexionadas.',
        'Girá la soga con las muñecas, con los codos cerca del cuerpo.',
        'Trabajá en intervalos, por ejemplo 30 segundos saltando y 30 de pausa.',
      ],
      'es exigente: al final de cada tramo vas a respirar agitado, pero tenés que recuperarte en la pausa. Saltá sobre un piso que amortigüe.',
      'Intensidad',
    ),
    keywords: ['soga', 'cuerda', 'cardio', 'coordinación'],
  },
  {
    key: 'remo-en-maquina',
    name: 'Remo en máquina',
    instructions: howTo(
      [
        'Ajustá los pies en las cinchas y sentate con las rodillas flexionadas y los brazos estirados.',
        'Empujá primero con las piernas, después inclinate un poco hacia atrás y al final tirá con los brazos.',
        'Volvé en orden inverso: brazos, torso y por último las piernas.',
        'Buscá un ritmo de 20 a 26 paladas por minuto.',
      ],
      'a ritmo moderado podés decir frases cortas; la espalda queda recta durante toda la palada.',
      'Intensidad',
    ),
    keywords: ['remo', 'remoergómetro', 'cardio', 'cuerpo completo'],
  },
  {
    key: 'eliptica',
    name: 'Elíptica',
    instructions: howTo(
      [
        'Subí a la máquina con los pies en el centro de los pedales.',
        'Empezá 5 minutos con resistencia baja y subila de a poco.',
        'Mantené el torso erguido y usá los brazos para acompañar el movimiento.',
        'Terminá con unos minutos de resistencia baja.',
      ],
      'sostené un esfuerzo en el que puedas hablar en frases cortas; no te apoyes con todo el peso en los manubrios.',
      'Intensidad',
    ),
    keywords: ['elíptico', 'cardio', 'bajo impacto', 'máquina'],
  },
  {
    key: 'senderismo',
    name: 'Caminata en montaña / senderismo',
    instructions: howTo(
      [
        'Elegí un sendero acorde a tu nivel y avisá a alguien el recorrido y la hora de regreso.',
        'Usá calzado con buena suela y llevá agua, abrigo y protección solar.',
        'En las subidas acortá el paso; en las bajadas flexioná las rodillas y mirá dónde pisás.',
        'Hacé pausas cortas para hidratarte.',
      ],
      'en las subidas tenés que poder decir frases cortas; si no, bajá el ritmo. Consultá el pronóstico antes de salir.',
      'Intensidad',
    ),
    keywords: ['trekking', 'montaña', 'caminata', 'aire libre'],
  },
  {
    key: 'subir-escaleras',
    name: 'Subir escaleras',
    instructions: howTo(
      [
        'Usá una escalera con baranda y buena iluminación.',
        'Subí apoyando todo el pie en cada escalón, con el torso erguido.',
        'Bajá despacio, que es cuando más se cargan las rodillas.',
        'Repetí los tramos indicados con pausas para recuperar.',
      ],
      'al llegar arriba tenés que poder decir una frase corta; si no, bajá el ritmo o hacé pausas más largas.',
      'Intensidad',
    ),
    keywords: ['escaleras', 'cardio', 'piernas', 'en casa'],
  },
  {
    key: 'baile',
    name: 'Baile / zumba',
    instructions: howTo(
      [
        'Elegí una clase o una lista de canciones de 30 a 60 minutos.',
        'Empezá con temas más tranquilos para entrar en calor.',
        'Seguí el ritmo a tu manera: podés achicar los saltos y los giros.',
        'Terminá con una canción lenta y estiramientos suaves.',
      ],
      'en los temas rápidos vas a respirar fuerte, pero tenés que poder decir frases cortas. Usá calzado que gire bien.',
      'Intensidad',
    ),
    keywords: ['zumba', 'danza', 'cardio', 'ritmo'],
  },
  {
    key: 'hiit',
    name: 'HIIT (intervalos de alta intensidad)',
    instructions: howTo(
      [
        'Entrá en calor al menos 5 minutos con movilidad y cardio suave.',
        'Alterná tramos cortos muy intensos con pausas, por ejemplo 30 segundos de trabajo y 30 de descanso.',
        'Elegí ejercicios simples: sentadillas, escaladores, saltos, bicicleta o remo.',
        'Hacé entre 8 y 12 intervalos y terminá con 5 minutos suaves.',
      ],
      'en el trabajo, un esfuerzo de 8 o 9 sobre 10: solo podés decir palabras sueltas. No más de 2 o 3 veces por semana y nunca sin entrada en calor.',
      'Intensidad',
    ),
    keywords: ['intervalos', 'tabata', 'cardio', 'alta intensidad'],
  },
];
