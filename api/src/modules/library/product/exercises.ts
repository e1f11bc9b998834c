import type { ProductExercise } from './types';

/*
 * The product's exercises, in Rioplatense Spanish (voseo), written by us. Keys are stable and never
 * reused (product/sync.ts matches rows by key); the first muscle group is the primary one. The
 * equipment keyword ("barra", "mancuerna", "banda", "máquina", "polea", "kettlebell", "peso corporal",
 * "rueda") also picks the cover's pictogram (covers.ts).
 */

/** Numbered steps plus a safety line: the shape every product exercise and activity uses. */
export function howTo(steps: string[], tip: string, tipLabel = 'Seguridad'): string {
  return [...steps.map((step, index) => `${index + 1}. ${step}`), `${tipLabel}: ${tip}`].join('\n');
}

export const productExercises: ProductExercise[] = [
  // Gemelos ---------------------------------------------------------------------------------------
  {
    key: 'elevacion-de-gemelos-de-pie',
    name: 'Elevación de gemelos de pie',
    instructions: howTo(
      [
        'Parate en la máquina con la punta de los pies sobre el borde del escalón y los talones en el aire.',
        'Apoyá las almohadillas sobre los hombros y mantené las rodillas estiradas pero sin trabarlas.',
        'Subí en puntas de pie lo más alto que puedas y sostené un segundo arriba.',
        'Bajá despacio hasta sentir el estiramiento de la pantorrilla y repetí.',
      ],
      'no rebotes abajo; el recorrido completo y lento trabaja más que el peso.',
    ),
    keywords: ['máquina', 'gemelos', 'pantorrilla', 'calf raise', 'tobillo'],
    muscleGroups: ['gemelos'],
  },
  {
    key: 'elevacion-de-gemelos-sentado',
    name: 'Elevación de gemelos sentado',
    instructions: howTo(
      [
        'Sentate en la máquina con la almohadilla apoyada sobre la parte baja de los muslos.',
        'Poné la punta de los pies en el borde de la plataforma, al ancho de la cadera.',
        'Empujá con la punta de los pies para subir los talones todo lo que puedas.',
        'Bajá lento hasta que los talones queden por debajo de la plataforma.',
      ],
      'mantené el peso repartido entre el dedo gordo y el meñique para que el tobillo no se vaya hacia afuera.',
    ),
    keywords: ['máquina', 'sóleo', 'pantorrilla', 'calf raise', 'sentado'],
    muscleGroups: ['gemelos'],
  },
  {
    key: 'elevacion-de-gemelos-a-una-pierna',
    name: 'Elevación de gemelos a una pierna con mancuerna',
    instructions: howTo(
      [
        'Tomá una mancuerna con una mano y parate sobre un escalón con la punta del pie del mismo lado.',
        'Apoyá la otra mano en una pared o agarrate de una baranda para no perder el equilibrio.',
        'Subí en puntas de pie, sostené un segundo y bajá despacio por debajo del escalón.',
        'Terminá las repeticiones y cambiá de pierna.',
      ],
      'usá el apoyo de la mano solo para el equilibrio, no para ayudarte a subir.',
    ),
    keywords: ['mancuerna', 'unilateral', 'pantorrilla', 'escalón'],
    muscleGroups: ['gemelos'],
  },
  {
    key: 'gemelos-en-prensa',
    name: 'Gemelos en prensa',
    instructions: howTo(
      [
        'Sentate en la prensa y apoyá solo la punta de los pies en el borde inferior de la plataforma.',
        'Estirá las piernas sin trabar las rodillas y soltá los seguros.',
        'Empujá la plataforma con la punta de los pies extendiendo los tobillos.',
        'Volvé despacio dejando que los talones se acerquen a vos.',
      ],
      'dejá los seguros a mano y no flexiones las rodillas durante el movimiento.',
    ),
    keywords: ['máquina', 'prensa', 'pantorrilla', 'calf press'],
    muscleGroups: ['gemelos'],
  },

  // Cuádriceps ------------------------------------------------------------------------------------
  {
    key: 'sentadilla-con-barra',
    name: 'Sentadilla con barra',
    instructions: howTo(
      [
        'Apoyá la barra sobre los trapecios, no sobre la nuca, y separá los pies al ancho de los hombros.',
        'Tomá aire, apretá el abdomen y bajá llevando la cadera atrás y abajo.',
        'Bajá hasta que los muslos queden paralelos al piso o hasta donde mantengas la espalda neutra.',
        'Empujá el piso con todo el pie y subí soltando el aire.',
      ],
      'las rodillas siguen la línea de los pies; usá un rack con barras de seguridad a la altura justa.',
    ),
    keywords: ['barra', 'squat', 'sentadilla', 'piernas', 'glúteo'],
    muscleGroups: ['cuadriceps', 'gluteos', 'isquiotibiales', 'abdominales'],
  },
  {
    key: 'sentadilla-goblet',
    name: 'Sentadilla goblet',
    instructions: howTo(
      [
        'Sostené una kettlebell o mancuerna contra el pecho, con los codos hacia abajo.',
        'Separá los pies un poco más que el ancho de la cadera, con las puntas levemente hacia afuera.',
        'Bajá entre las piernas manteniendo el pecho alto, hasta que los codos rocen las rodillas.',
        'Subí empujando el piso y apretá los glúteos arriba.',
      ],
      'si los talones se levantan, bajá menos o poné un disco chico debajo de ellos.',
    ),
    keywords: ['kettlebell', 'mancuerna', 'squat', 'sentadilla', 'goblet'],
    muscleGroups: ['cuadriceps', 'gluteos', 'abdominales'],
  },
  {
    key: 'sentadilla-con-peso-corporal',
    name: 'Sentadilla con peso corporal',
    instructions: howTo(
      [
        'Parate con los pies al ancho de los hombros y los brazos adelante.',
        'Bajá como si te fueras a sentar en una silla, con el peso en los talones.',
        'Llegá hasta donde puedas sin redondear la espalda.',
        'Subí a velocidad controlada y estirá la cadera arriba.',
      ],
      'si te duelen las rodillas, achicá el recorrido y usá una silla detrás como referencia.',
    ),
    keywords: ['peso corporal', 'air squat', 'sentadilla', 'principiante'],
    muscleGroups: ['cuadriceps', 'gluteos'],
  },
  {
    key: 'prensa-de-piernas',
    name: 'Prensa de piernas',
    instructions: howTo(
      [
        'Sentate con la espalda y la cadera bien apoyadas en el respaldo.',
        'Poné los pies en el centro de la plataforma, al ancho de los hombros.',
        'Soltá los seguros y bajá la plataforma hasta que las rodillas formen unos 90 grados.',
        'Empujá con todo el pie hasta casi estirar las piernas.',
      ],
      'no trabes las rodillas arriba ni dejes que la cadera se despegue del asiento abajo.',
    ),
    keywords: ['máquina', 'prensa', 'leg press', 'piernas'],
    muscleGroups: ['cuadriceps', 'gluteos', 'isquiotibiales'],
  },
  {
    key: 'extension-de-cuadriceps-en-maquina',
    name: 'Extensión de cuádriceps en máquina',
    instructions: howTo(
      [
        'Ajustá el respaldo para que la rodilla quede alineada con el eje de la máquina.',
        'Apoyá el rodillo sobre la parte baja de la tibia, encima del tobillo.',
        'Estirá las piernas hasta arriba y sostené un segundo apretando el muslo.',
        'Bajá despacio sin dejar caer el peso.',
      ],
      'empezá con poco peso si tenés molestias en la rodilla y evitá los tirones.',
    ),
    keywords: ['máquina', 'sillón de cuádriceps', 'leg extension', 'rodilla'],
    muscleGroups: ['cuadriceps'],
  },
  {
    key: 'zancadas-con-mancuernas',
    name: 'Zancadas con mancuernas',
    instructions: howTo(
      [
        'Parate derecho con una mancuerna en cada mano y los brazos al costado.',
        'Dá un paso largo hacia adelante y bajá hasta que la rodilla de atrás casi toque el piso.',
        'Mantené el torso erguido y la rodilla de adelante sobre el pie.',
        'Empujá con el pie de adelante para volver y alterná las piernas.',
      ],
      'si perdés el equilibrio, hacelas sin peso o agarrado de un apoyo.',
    ),
    keywords: ['mancuerna', 'estocadas', 'lunge', 'unilateral', 'glúteo'],
    muscleGroups: ['cuadriceps', 'gluteos', 'isquiotibiales'],
  },
  {
    key: 'sentadilla-bulgara',
    name: 'Sentadilla búlgara',
    instructions: howTo(
      [
        'Apoyá el empeine de un pie sobre un banco detrás tuyo y adelantá el otro pie.',
        'Con una mancuerna en cada mano, bajá en vertical hasta que el muslo de adelante quede paralelo al piso.',
        'Mantené el peso sobre el talón de la pierna de adelante.',
        'Subí empujando con esa pierna, terminá las repeticiones y cambiá.',
      ],
      'buscá la distancia al banco antes de tomar peso: la rodilla de adelante no debe irse hacia adentro.',
    ),
    keywords: ['mancuerna', 'split squat', 'unilateral', 'banco'],
    muscleGroups: ['cuadriceps', 'gluteos'],
  },
  {
    key: 'subida-al-cajon',
    name: 'Subida al cajón (step-up)',
    instructions: howTo(
      [
        'Parate frente a un cajón o banco firme, a la altura de tu rodilla o más bajo.',
        'Apoyá todo un pie arriba, con una mancuerna en cada mano.',
        'Subí empujando con la pierna de arriba, sin impulsarte con la de abajo.',
        'Bajá controlando y repetí con la misma pierna antes de cambiar.',
      ],
      'usá un cajón estable y que no resbale; empezá con poca altura.',
    ),
    keywords: ['mancuerna', 'cajón', 'step-up', 'unilateral'],
    muscleGroups: ['cuadriceps', 'gluteos'],
  },
  {
    key: 'sentadilla-isometrica-en-la-pared',
    name: 'Sentadilla isométrica en la pared',
    instructions: howTo(
      [
        'Apoyá la espalda contra una pared y adelantá los pies unos 50 cm.',
        'Deslizate hacia abajo hasta que las rodillas formen un ángulo de 90 grados.',
        'Sostené la posición el tiempo indicado respirando con normalidad.',
        'Subí deslizando la espalda por la pared para salir.',
      ],
      'si aparece dolor en la rodilla, quedate un poco más arriba.',
    ),
    keywords: ['peso corporal', 'isométrico', 'wall sit', 'pared'],
    muscleGroups: ['cuadriceps', 'gluteos'],
  },

  // Isquiotibiales --------------------------------------------------------------------------------
  {
    key: 'peso-muerto-rumano-con-barra',
    name: 'Peso muerto rumano con barra',
    instructions: howTo(
      [
        'Parate con la barra en las manos, al ancho de los hombros, y las rodillas apenas flexionadas.',
        'Llevá la cadera hacia atrás deslizando la barra pegada a los muslos.',
        'Bajá hasta sentir el estiramiento detrás de los muslos, con la espalda neutra.',
        'Volvé empujando la cadera hacia adelante y apretá los glúteos arriba.',
      ],
      'la espalda no se redondea: si lo hace, terminaste el recorrido. La barra siempre cerca del cuerpo.',
    ),
    keywords: ['barra', 'rdl', 'bisagra', 'femoral', 'glúteo'],
    muscleGroups: ['isquiotibiales', 'gluteos', 'espalda'],
  },
  {
    key: 'peso-muerto-rumano-a-una-pierna',
    name: 'Peso muerto rumano a una pierna con mancuerna',
    instructions: howTo(
      [
        'Sostené una mancuerna en la mano contraria a la pierna de apoyo.',
        'Inclinate hacia adelante llevando la otra pierna hacia atrás, en línea con el torso.',
        'Bajá hasta sentir el estiramiento en el femoral de la pierna de apoyo.',
        'Volvé a la posición inicial apretando el glúteo.',
      ],
      'la cadera mira al piso todo el tiempo; si perdés el equilibrio, apoyá una mano en la pared.',
    ),
    keywords: ['mancuerna', 'unilateral', 'bisagra', 'equilibrio'],
    muscleGroups: ['isquiotibiales', 'gluteos'],
  },
  {
    key: 'curl-femoral-acostado',
    name: 'Curl femoral acostado',
    instructions: howTo(
      [
        'Acostate boca abajo con las rodillas justo fuera del borde del banco.',
        'Ubicá el rodillo encima de los talones, sobre el tendón de Aquiles.',
        'Flexioná las rodillas llevando los talones hacia los glúteos.',
        'Bajá despacio hasta casi estirar las piernas.',
      ],
      'mantené la cadera apoyada en el banco; si se levanta, bajá el peso.',
    ),
    keywords: ['máquina', 'femoral', 'leg curl', 'rodilla'],
    muscleGroups: ['isquiotibiales', 'gemelos'],
  },
  {
    key: 'curl-femoral-sentado',
    name: 'Curl femoral sentado',
    instructions: howTo(
      [
        'Sentate con la rodilla alineada con el eje de la máquina y trabá los muslos con el rodillo de arriba.',
        'Apoyá el rodillo de abajo detrás de los tobillos.',
        'Llevá los talones hacia abajo y atrás todo lo que puedas.',
        'Volvé despacio sin que el peso golpee.',
      ],
      'ajustá bien el respaldo antes de empezar; la espalda queda apoyada todo el tiempo.',
    ),
    keywords: ['máquina', 'femoral', 'leg curl', 'sentado'],
    muscleGroups: ['isquiotibiales'],
  },
  {
    key: 'curl-nordico',
    name: 'Curl nórdico',
    instructions: howTo(
      [
        'Arrodillate sobre una colchoneta y trabá los talones bajo un apoyo firme o con un compañero.',
        'Con el cuerpo recto de rodillas a cabeza, inclinate hacia adelante lo más lento posible.',
        'Cuando no puedas frenar más, apoyá las manos y amortiguá la caída.',
        'Empujá con las manos para volver a la posición inicial.',
      ],
      'es un ejercicio exigente: empezá con pocas repeticiones y recorrido corto.',
    ),
    keywords: ['peso corporal', 'nordic', 'excéntrico', 'femoral'],
    muscleGroups: ['isquiotibiales'],
  },

  // Aductores -------------------------------------------------------------------------------------
  {
    key: 'aducciones-en-maquina',
    name: 'Aducciones en máquina',
    instructions: howTo(
      [
        'Sentate con la espalda apoyada y las almohadillas contra la cara interna de las rodillas.',
        'Elegí una apertura inicial cómoda, sin forzar el estiramiento.',
        'Cerrá las piernas hasta que las almohadillas se toquen.',
        'Abrí despacio controlando el peso.',
      ],
      'no abras más de lo que te resulte cómodo, sobre todo con peso alto.',
    ),
    keywords: ['máquina', 'aductor', 'cara interna', 'muslo'],
    muscleGroups: ['aductores'],
  },
  {
    key: 'aducciones-con-banda',
    name: 'Aducciones con banda',
    instructions: howTo(
      [
        'Atá la banda a un punto fijo a la altura del tobillo y pasala por el tobillo más cercano.',
        'Parate de costado al anclaje con la pierna que trabaja separada.',
        'Llevá esa pierna hacia adentro, cruzando un poco por delante de la otra.',
        'Volvé despacio resistiendo la tensión de la banda.',
      ],
      'agarrate de un apoyo y mantené el torso quieto, sin inclinarte.',
    ),
    keywords: ['banda', 'aductor', 'cara interna', 'de pie'],
    muscleGroups: ['aductores'],
  },
  {
    key: 'sentadilla-sumo-con-mancuerna',
    name: 'Sentadilla sumo con mancuerna',
    instructions: howTo(
      [
        'Separá bien los pies, más que el ancho de los hombros, con las puntas hacia afuera.',
        'Sostené una mancuerna con las dos manos colgando entre las piernas.',
        'Bajá llevando las rodillas hacia afuera, en la dirección de los pies.',
        'Subí apretando glúteos y la cara interna de los muslos.',
      ],
      'las rodillas no se cierran hacia adentro; el torso queda erguido.',
    ),
    keywords: ['mancuerna', 'sumo', 'sentadilla', 'piernas abiertas'],
    muscleGroups: ['aductores', 'gluteos', 'cuadriceps'],
  },
  {
    key: 'plancha-copenhague',
    name: 'Plancha Copenhague',
    instructions: howTo(
      [
        'Acostate de costado con el antebrazo apoyado y la pierna de arriba sobre un banco.',
        'Levantá la cadera hasta que el cuerpo quede en línea recta.',
        'Sostené el tiempo indicado con la pierna de abajo en el aire o apoyada.',
        'Bajá con control y cambiá de lado.',
      ],
      'para empezar, apoyá la rodilla en el banco en lugar del pie.',
    ),
    keywords: ['peso corporal', 'isométrico', 'aductor', 'banco'],
    muscleGroups: ['aductores', 'oblicuos'],
  },

  // Glúteos ---------------------------------------------------------------------------------------
  {
    key: 'hip-thrust-con-barra',
    name: 'Hip thrust con barra',
    instructions: howTo(
      [
        'Apoyá la parte alta de la espalda en un banco y la barra sobre la cadera, con un protector.',
        'Poné los pies al ancho de la cadera, de modo que arriba las tibias queden verticales.',
        'Empujá con los talones y subí la cadera hasta que el torso quede alineado con los muslos.',
        'Sostené un segundo apretando los glúteos y bajá controlando.',
      ],
      'mirá hacia adelante y no arquees la zona lumbar arriba: el movimiento lo hace la cadera.',
    ),
    keywords: ['barra', 'hip thrust', 'empuje de cadera', 'glúteo', 'banco'],
    muscleGroups: ['gluteos', 'isquiotibiales'],
  },
  {
    key: 'puente-de-gluteos',
    name: 'Puente de glúteos',
    instructions: howTo(
      [
        'Acostate boca arriba con las rodillas flexionadas y los pies apoyados cerca de la cola.',
        'Apretá el abdomen y empujá con los talones para levantar la cadera.',
        'Subí hasta formar una línea de hombros a rodillas y apretá los glúteos.',
        'Bajá despacio sin apoyar del todo y repetí.',
      ],
      'si sentís el esfuerzo en la zona lumbar, subí un poco menos y apretá más los glúteos.',
    ),
    keywords: ['peso corporal', 'glute bridge', 'puente', 'principiante'],
    muscleGroups: ['gluteos', 'isquiotibiales'],
  },
  {
    key: 'patada-de-gluteo-en-polea',
    name: 'Patada de glúteo en polea',
    instructions: howTo(
      [
        'Colocá la tobillera en la polea baja y ajustala a un tobillo.',
        'Parate de frente a la máquina, agarrándote de ella, con el torso levemente inclinado.',
        'Llevá la pierna hacia atrás con la rodilla casi estirada, apretando el glúteo.',
        'Volvé despacio sin apoyar el pie entre repeticiones.',
      ],
      'no arquees la espalda para llegar más lejos; el recorrido termina cuando termina la cadera.',
    ),
    keywords: ['polea', 'patada', 'kickback', 'glúteo'],
    muscleGroups: ['gluteos', 'isquiotibiales'],
  },
  {
    key: 'abducciones-en-maquina',
    name: 'Abducciones en máquina',
    instructions: howTo(
      [
        'Sentate con la espalda apoyada y las almohadillas del lado de afuera de las rodillas.',
        'Abrí las piernas empujando hacia afuera todo lo que puedas.',
        'Sostené un segundo con las piernas abiertas.',
        'Cerrá despacio sin que las placas choquen.',
      ],
      'movete con control: si das impulsos, la espalda termina haciendo el trabajo.',
    ),
    keywords: ['máquina', 'abductor', 'glúteo medio', 'cadera'],
    muscleGroups: ['gluteos'],
  },
  {
    key: 'caminata-lateral-con-banda',
    name: 'Caminata lateral con banda',
    instructions: howTo(
      [
        'Poné una minibanda por encima de las rodillas o de los tobillos.',
        'Flexioná un poco rodillas y cadera, como en una media sentadilla.',
        'Dá pasos cortos hacia el costado sin juntar los pies del todo.',
        'Hacé los pasos indicados hacia un lado y volvé hacia el otro.',
      ],
      'mantené la tensión de la banda todo el tiempo y las rodillas apuntando hacia afuera.',
    ),
    keywords: ['banda', 'glúteo medio', 'monster walk', 'activación'],
    muscleGroups: ['gluteos'],
  },
  {
    key: 'almeja-con-banda',
    name: 'Almeja con banda',
    instructions: howTo(
      [
        'Acostate de costado con una minibanda sobre las rodillas, rodillas y cadera flexionadas.',
        'Apoyá la cabeza en el brazo de abajo y mantené los pies juntos.',
        'Abrí la rodilla de arriba sin mover la cadera hacia atrás.',
        'Cerrá despacio y, al terminar las repeticiones, cambiá de lado.',
      ],
      'la pelvis no rota: apoyá la mano de arriba en la cadera para controlarla.',
    ),
    keywords: ['banda', 'clamshell', 'glúteo medio', 'acostado'],
    muscleGroups: ['gluteos'],
  },
  {
    key: 'swing-con-kettlebell',
    name: 'Swing con kettlebell',
    instructions: howTo(
      [
        'Parate con los pies un poco más abiertos que la cadera y la kettlebell delante.',
        'Tomala con las dos manos y llevala hacia atrás entre las piernas, como un pase de rugby.',
        'Extendé la cadera con fuerza para que la pesa suba hasta la altura del pecho.',
        'Dejala caer y acompañala con la cadera para empezar la siguiente.',
      ],
      'es una bisagra de cadera, no una sentadilla: la fuerza sale de los glúteos y no de los brazos.',
    ),
    keywords: ['kettlebell', 'swing', 'bisagra', 'potencia'],
    muscleGroups: ['gluteos', 'isquiotibiales', 'espalda'],
  },

  // Abdominales -----------------------------------------------------------------------------------
  {
    key: 'plancha',
    name: 'Plancha',
    instructions: howTo(
      [
        'Apoyá los antebrazos en el piso con los codos debajo de los hombros.',
        'Estirá las piernas y apoyate en la punta de los pies.',
        'Apretá abdomen y glúteos para formar una línea recta de cabeza a talones.',
        'Sostené el tiempo indicado respirando con calma.',
      ],
      'si se hunde la cadera o te duele la zona lumbar, apoyá las rodillas o cortá la serie.',
    ),
    keywords: ['peso corporal', 'plank', 'isométrico', 'core'],
    muscleGroups: ['abdominales', 'oblicuos', 'hombros'],
  },
  {
    key: 'crunch-abdominal',
    name: 'Crunch abdominal',
    instructions: howTo(
      [
        'Acostate boca arriba con las rodillas flexionadas y los pies apoyados.',
        'Llevá las manos al pecho o detrás de las orejas, sin tirar del cuello.',
        'Despegá los omóplatos del piso acercando las costillas a la pelvis.',
        'Bajá despacio sin apoyar del todo la cabeza.',
      ],
      'mirá hacia el techo para que el cuello no haga el esfuerzo.',
    ),
    keywords: ['peso corporal', 'crunch', 'abdomen', 'colchoneta'],
    muscleGroups: ['abdominales'],
  },
  {
    key: 'rueda-abdominal',
    name: 'Rueda abdominal',
    instructions: howTo(
      [
        'Arrodillate sobre una colchoneta y tomá la rueda con las dos manos debajo de los hombros.',
        'Apretá el abdomen y los glúteos para que la espalda no se arquee.',
        'Rodá hacia adelante hasta donde puedas sostener la posición.',
        'Volvé tirando con el abdomen hasta las rodillas.',
      ],
      'empezá con recorrido corto o hacia una pared; si la zona lumbar se hunde, frená antes.',
    ),
    keywords: ['rueda', 'ab wheel', 'core', 'antiextensión'],
    muscleGroups: ['abdominales', 'dorsales', 'hombros'],
  },
  {
    key: 'elevacion-de-piernas-colgado',
    name: 'Elevación de piernas colgado',
    instructions: howTo(
      [
        'Colgate de una barra fija con los brazos estirados y los hombros activos.',
        'Sin balancearte, subí las piernas flexionadas o estiradas hacia el pecho.',
        'Rotá la pelvis hacia arriba al final del movimiento.',
        'Bajá despacio hasta estirar las piernas.',
      ],
      'si te balanceás, pausá abajo un segundo antes de cada repetición.',
    ),
    keywords: ['peso corporal', 'barra fija', 'hanging leg raise', 'core'],
    muscleGroups: ['abdominales', 'antebrazos'],
  },
  {
    key: 'bicho-muerto',
    name: 'Bicho muerto (dead bug)',
    instructions: howTo(
      [
        'Acostate boca arriba con los brazos hacia el techo y las rodillas a 90 grados.',
        'Pegá la zona lumbar al piso apretando el abdomen.',
        'Estirá un brazo hacia atrás y la pierna contraria hacia adelante, sin despegar la espalda.',
        'Volvé al centro y alterná los lados.',
      ],
      'andá lento y soltá el aire en cada extensión; si la espalda se despega, achicá el movimiento.',
    ),
    keywords: ['peso corporal', 'dead bug', 'core', 'coordinación'],
    muscleGroups: ['abdominales'],
  },
  {
    key: 'crunch-inverso',
    name: 'Crunch inverso',
    instructions: howTo(
      [
        'Acostate boca arriba con los brazos al costado del cuerpo y las piernas flexionadas en el aire.',
        'Llevá las rodillas hacia el pecho despegando la cola del piso.',
        'Hacé el movimiento con el abdomen, sin impulso de las piernas.',
        'Bajá la pelvis despacio y repetí.',
      ],
      'no uses las manos para empujar el piso; el movimiento es corto y controlado.',
    ),
    keywords: ['peso corporal', 'reverse crunch', 'abdomen bajo', 'colchoneta'],
    muscleGroups: ['abdominales'],
  },
  {
    key: 'escaladores',
    name: 'Escaladores (mountain climbers)',
    instructions: howTo(
      [
        'Ponete en posición de plancha alta, con las manos debajo de los hombros.',
        'Llevá una rodilla hacia el pecho y volvé.',
        'Alterná las piernas a ritmo constante, como si corrieras.',
        'Mantené la cadera a la altura de los hombros.',
      ],
      'priorizá la postura sobre la velocidad; si la cadera sube, bajá el ritmo.',
    ),
    keywords: ['peso corporal', 'mountain climbers', 'cardio', 'core'],
    muscleGroups: ['abdominales', 'hombros', 'cuadriceps'],
  },

  // Oblicuos --------------------------------------------------------------------------------------
  {
    key: 'plancha-lateral',
    name: 'Plancha lateral',
    instructions: howTo(
      [
        'Acostate de costado con el codo debajo del hombro y las piernas estiradas.',
        'Levantá la cadera hasta formar una línea recta de la cabeza a los pies.',
        'Sostené el tiempo indicado sin dejar caer la cadera.',
        'Bajá con control y cambiá de lado.',
      ],
      'para hacerla más fácil, apoyá la rodilla de abajo.',
    ),
    keywords: ['peso corporal', 'side plank', 'isométrico', 'core'],
    muscleGroups: ['oblicuos', 'abdominales'],
  },
  {
    key: 'russian-twist',
    name: 'Russian twist',
    instructions: howTo(
      [
        'Sentate con las rodillas flexionadas y el torso inclinado hacia atrás, con la espalda recta.',
        'Juntá las manos o sostené un disco delante del pecho.',
        'Girá el torso hacia un lado llevando las manos cerca de la cadera.',
        'Volvé al centro y girá hacia el otro lado.',
      ],
      'el giro sale del torso, no solo de los brazos; si te molesta la espalda, apoyá los pies.',
    ),
    keywords: ['peso corporal', 'giro', 'rotación', 'disco'],
    muscleGroups: ['oblicuos', 'abdominales'],
  },
  {
    key: 'lenador-en-polea',
    name: 'Leñador en polea',
    instructions: howTo(
      [
        'Poné la polea alta y tomá el agarre con las dos manos, de costado a la máquina.',
        'Con los brazos casi estirados, tirá en diagonal hacia la cadera contraria.',
        'Girá el torso y pivoteá el pie de atrás acompañando el movimiento.',
        'Volvé despacio a la posición inicial y, al terminar, cambiá de lado.',
      ],
      'mantené el abdomen firme y evitá que la zona lumbar haga todo el giro.',
    ),
    keywords: ['polea', 'woodchop', 'rotación', 'core'],
    muscleGroups: ['oblicuos', 'abdominales', 'hombros'],
  },
  {
    key: 'press-pallof-con-banda',
    name: 'Press Pallof con banda',
    instructions: howTo(
      [
        'Atá la banda a la altura del pecho y parate de costado, con las manos sobre el esternón.',
        'Alejate hasta que la banda tenga tensión y separá los pies al ancho de la cadera.',
        'Estirá los brazos hacia adelante sin dejar que el torso gire.',
        'Sostené dos segundos y volvé las manos al pecho.',
      ],
      'el objetivo es no rotar: si la banda te gira, acercate al anclaje.',
    ),
    keywords: ['banda', 'pallof', 'antirrotación', 'core'],
    muscleGroups: ['oblicuos', 'abdominales'],
  },
  {
    key: 'crunch-bicicleta',
    name: 'Crunch bicicleta',
    instructions: howTo(
      [
        'Acostate boca arriba con las manos detrás de las orejas y las piernas en el aire.',
        'Llevá un codo hacia la rodilla contraria mientras estirás la otra pierna.',
        'Cambiá de lado con un movimiento de pedaleo.',
        'Mantené los omóplatos despegados del piso.',
      ],
      'movete lento y sin tirar de la cabeza con las manos.',
    ),
    keywords: ['peso corporal', 'bicycle crunch', 'rotación', 'abdomen'],
    muscleGroups: ['oblicuos', 'abdominales'],
  },

  // Pectorales ------------------------------------------------------------------------------------
  {
    key: 'press-de-banca-con-barra',
    name: 'Press de banca con barra',
    instructions: howTo(
      [
        'Acostate en el banco con los ojos debajo de la barra y los pies firmes en el piso.',
        'Tomá la barra un poco más abierta que los hombros y juntá los omóplatos.',
        'Bajá la barra controlando hasta rozar la parte baja del pecho.',
        'Empujá hacia arriba soltando el aire, sin despegar la cadera del banco.',
      ],
      'con peso alto, entrená con alguien que te asista o con barras de seguridad.',
    ),
    keywords: ['barra', 'bench press', 'banco plano', 'pecho', 'empuje'],
    muscleGroups: ['pectorales', 'triceps', 'deltoides'],
  },
  {
    key: 'press-de-banca-con-mancuernas',
    name: 'Press de banca con mancuernas',
    instructions: howTo(
      [
        'Sentate con las mancuernas sobre los muslos y acostate llevándolas al pecho.',
        'Empujalas hacia arriba hasta estirar los brazos sobre el pecho.',
        'Bajá abriendo un poco los codos, a unos 45 grados del cuerpo.',
        'Subí juntando levemente las mancuernas arriba.',
      ],
      'al terminar, llevá las mancuernas al pecho y sentate con ellas; no las sueltes de costado.',
    ),
    keywords: ['mancuerna', 'banco plano', 'pecho', 'empuje'],
    muscleGroups: ['pectorales', 'triceps', 'deltoides'],
  },
  {
    key: 'press-inclinado-con-mancuernas',
    name: 'Press inclinado con mancuernas',
    instructions: howTo(
      [
        'Poné el banco a unos 30 grados y acostate con una mancuerna en cada mano.',
        'Empezá con las mancuernas a la altura del pecho y los codos algo por debajo de los hombros.',
        'Empujá hacia arriba y un poco hacia adentro.',
        'Bajá despacio hasta sentir el estiramiento del pecho.',
      ],
      'no inclines de más el banco: a partir de 45 grados trabaja sobre todo el hombro.',
    ),
    keywords: ['mancuerna', 'banco inclinado', 'pecho superior', 'empuje'],
    muscleGroups: ['pectorales', 'deltoides', 'triceps'],
  },
  {
    key: 'flexiones-de-brazos',
    name: 'Flexiones de brazos',
    instructions: howTo(
      [
        'Apoyá las manos algo más abiertas que los hombros y estirá las piernas.',
        'Apretá abdomen y glúteos para que el cuerpo forme una línea recta.',
        'Bajá el pecho hasta casi tocar el piso, con los codos a unos 45 grados.',
        'Empujá el piso para volver arriba.',
      ],
      'si la cadera se hunde, apoyá las rodillas o hacelas con las manos sobre un banco.',
    ),
    keywords: ['peso corporal', 'push-up', 'lagartijas', 'empuje'],
    muscleGroups: ['pectorales', 'triceps', 'deltoides', 'abdominales'],
  },
  {
    key: 'flexiones-con-rodillas-apoyadas',
    name: 'Flexiones con rodillas apoyadas',
    instructions: howTo(
      [
        'Apoyá las manos y las rodillas en el piso, con las manos algo más abiertas que los hombros.',
        'Adelantá el cuerpo hasta que rodillas, cadera y hombros queden alineados.',
        'Bajá el pecho controlando y empujá para subir.',
        'Cuando hagas 15 cómodas, probá la versión con las piernas estiradas.',
      ],
      'poné una colchoneta debajo de las rodillas.',
    ),
    keywords: ['peso corporal', 'push-up', 'principiante', 'pecho'],
    muscleGroups: ['pectorales', 'triceps'],
  },
  {
    key: 'aperturas-con-mancuernas',
    name: 'Aperturas con mancuernas',
    instructions: howTo(
      [
        'Acostate en un banco plano con las mancuernas sobre el pecho y las palmas enfrentadas.',
        'Flexioná apenas los codos y mantené ese ángulo todo el ejercicio.',
        'Abrí los brazos en arco hasta sentir el estiramiento del pecho.',
        'Volvé por el mismo arco, como si abrazaras un árbol.',
      ],
      'no bajes más allá de la línea de los hombros y usá un peso que puedas controlar.',
    ),
    keywords: ['mancuerna', 'fly', 'aperturas', 'pecho'],
    muscleGroups: ['pectorales', 'deltoides'],
  },
  {
    key: 'cruce-de-poleas',
    name: 'Cruce de poleas',
    instructions: howTo(
      [
        'Poné las poleas altas, tomá un agarre en cada mano y dá un paso adelante.',
        'Inclinate un poco con el pecho alto y los codos apenas flexionados.',
        'Llevá las manos hacia abajo y adelante hasta juntarlas frente a la cadera.',
        'Volvé despacio hasta sentir el estiramiento del pecho.',
      ],
      'mantené los hombros lejos de las orejas durante todo el recorrido.',
    ),
    keywords: ['polea', 'crossover', 'aperturas', 'pecho'],
    muscleGroups: ['pectorales', 'deltoides'],
  },
  {
    key: 'press-de-pecho-en-maquina',
    name: 'Press de pecho en máquina',
    instructions: howTo(
      [
        'Ajustá el asiento para que los agarres queden a la altura de la mitad del pecho.',
        'Apoyá bien la espalda y tomá los agarres.',
        'Empujá hacia adelante hasta casi estirar los brazos.',
        'Volvé despacio sin que las placas se toquen.',
      ],
      'no despegues la espalda del respaldo para mover más peso.',
    ),
    keywords: ['máquina', 'chest press', 'pecho', 'empuje'],
    muscleGroups: ['pectorales', 'triceps'],
  },

  // Espalda ---------------------------------------------------------------------------------------
  {
    key: 'peso-muerto-convencional',
    name: 'Peso muerto convencional',
    instructions: howTo(
      [
        'Parate con la mitad del pie debajo de la barra y tomala al ancho de los hombros.',
        'Bajá la cadera hasta que las tibias toquen la barra, con el pecho alto y la espalda neutra.',
        'Apretá el abdomen y empujá el piso para levantar la barra pegada a las piernas.',
        'Terminá de pie con la cadera extendida y bajá la barra por el mismo camino.',
      ],
      'nunca tires con la espalda redondeada; aprendé la técnica con poco peso y subí de a poco.',
    ),
    keywords: ['barra', 'deadlift', 'bisagra', 'cadena posterior'],
    muscleGroups: ['espalda', 'gluteos', 'isquiotibiales', 'trapecios'],
  },
  {
    key: 'remo-con-barra',
    name: 'Remo con barra',
    instructions: howTo(
      [
        'Tomá la barra al ancho de los hombros y flexioná un poco las rodillas.',
        'Inclinate hacia adelante desde la cadera hasta unos 45 grados, con la espalda neutra.',
        'Tirá de la barra hacia el ombligo juntando los omóplatos.',
        'Bajá controlando sin perder la inclinación.',
      ],
      'si la espalda se redondea o te incorporás para tirar, bajá el peso.',
    ),
    keywords: ['barra', 'remo inclinado', 'bent-over row', 'tracción'],
    muscleGroups: ['espalda', 'dorsales', 'romboides', 'biceps'],
  },
  {
    key: 'hiperextensiones-en-banco',
    name: 'Hiperextensiones en banco',
    instructions: howTo(
      [
        'Ubicate en el banco romano con la cadera apoyada en el borde del almohadón.',
        'Cruzá los brazos sobre el pecho y bajá el torso con la espalda recta.',
        'Subí hasta que el cuerpo quede en línea con las piernas, sin pasarte.',
        'Bajá despacio y repetí.',
      ],
      'no arquees la espalda de más arriba: el movimiento termina con el cuerpo recto.',
    ),
    keywords: ['máquina', 'lumbares', 'extensión de espalda', 'banco romano'],
    muscleGroups: ['espalda', 'gluteos', 'isquiotibiales'],
  },
  {
    key: 'superman',
    name: 'Superman',
    instructions: howTo(
      [
        'Acostate boca abajo con los brazos estirados hacia adelante.',
        'Levantá a la vez brazos, pecho y piernas unos centímetros del piso.',
        'Sostené dos o tres segundos mirando al piso.',
        'Bajá despacio y repetí.',
      ],
      'el movimiento es corto; no tires la cabeza hacia atrás.',
    ),
    keywords: ['peso corporal', 'lumbares', 'colchoneta', 'extensión'],
    muscleGroups: ['espalda', 'gluteos'],
  },
  {
    key: 'perro-de-caza',
    name: 'Perro de caza (bird dog)',
    instructions: howTo(
      [
        'Apoyate en cuatro patas, con las manos debajo de los hombros y las rodillas debajo de la cadera.',
        'Estirá un brazo hacia adelante y la pierna contraria hacia atrás.',
        'Sostené dos segundos sin que la cadera rote.',
        'Volvé al centro y alterná.',
      ],
      'imaginá un vaso de agua sobre la espalda: no debería volcarse.',
    ),
    keywords: ['peso corporal', 'bird dog', 'estabilidad', 'cuadrupedia'],
    muscleGroups: ['espalda', 'abdominales', 'gluteos'],
  },

  // Dorsales --------------------------------------------------------------------------------------
  {
    key: 'dominadas',
    name: 'Dominadas',
    instructions: howTo(
      [
        'Colgate de la barra con las palmas hacia adelante, un poco más abiertas que los hombros.',
        'Bajá los hombros y juntá los omóplatos antes de tirar.',
        'Subí llevando el pecho hacia la barra hasta pasar el mentón.',
        'Bajá controlando hasta estirar los brazos.',
      ],
      'si todavía no te salen, usá una banda de asistencia o hacé solo la bajada lenta.',
    ),
    keywords: ['peso corporal', 'barra fija', 'pull-up', 'tracción'],
    muscleGroups: ['dorsales', 'biceps', 'romboides'],
  },
  {
    key: 'dominadas-asistidas-con-banda',
    name: 'Dominadas asistidas con banda',
    instructions: howTo(
      [
        'Pasá una banda elástica por la barra y apoyá una rodilla o un pie dentro del lazo.',
        'Tomá la barra con las manos algo más abiertas que los hombros.',
        'Tirá llevando el pecho hacia la barra, con los codos hacia abajo.',
        'Bajá despacio hasta estirar los brazos.',
      ],
      'revisá que la banda esté bien enganchada y subí y bajá del lazo con cuidado.',
    ),
    keywords: ['banda', 'barra fija', 'pull-up', 'asistida'],
    muscleGroups: ['dorsales', 'biceps'],
  },
  {
    key: 'jalon-al-pecho',
    name: 'Jalón al pecho',
    instructions: howTo(
      [
        'Sentate con los muslos trabados bajo las almohadillas y tomá la barra más abierta que los hombros.',
        'Inclinate apenas hacia atrás con el pecho alto.',
        'Tirá la barra hacia la parte alta del pecho llevando los codos hacia abajo.',
        'Subí despacio hasta estirar los brazos.',
      ],
      'nunca bajes la barra por detrás de la nuca.',
    ),
    keywords: ['polea', 'lat pulldown', 'tracción vertical', 'espalda'],
    muscleGroups: ['dorsales', 'biceps', 'romboides'],
  },
  {
    key: 'jalon-con-agarre-cerrado',
    name: 'Jalón al pecho con agarre cerrado',
    instructions: howTo(
      [
        'Colocá el agarre en V o neutro en la polea alta y sentate trabando los muslos.',
        'Tomá el agarre con las palmas enfrentadas y los brazos estirados.',
        'Tirá hacia el esternón manteniendo los codos cerca del cuerpo.',
        'Volvé despacio dejando que los dorsales se estiren.',
      ],
      'no te balancees hacia atrás para mover más peso.',
    ),
    keywords: ['polea', 'agarre neutro', 'tracción vertical', 'espalda'],
    muscleGroups: ['dorsales', 'biceps'],
  },
  {
    key: 'remo-con-mancuerna-a-un-brazo',
    name: 'Remo con mancuerna a un brazo',
    instructions: howTo(
      [
        'Apoyá una mano y la rodilla del mismo lado en un banco, con la espalda recta.',
        'Tomá la mancuerna con la otra mano, con el brazo estirado hacia el piso.',
        'Tirá llevando el codo hacia la cadera, cerca del cuerpo.',
        'Bajá despacio hasta estirar el brazo y, al terminar, cambiá de lado.',
      ],
      'el torso no gira para subir la pesa; si gira, bajá el peso.',
    ),
    keywords: ['mancuerna', 'remo', 'unilateral', 'banco', 'espalda'],
    muscleGroups: ['dorsales', 'romboides', 'biceps'],
  },
  {
    key: 'pullover-en-polea-alta',
    name: 'Pullover en polea alta',
    instructions: howTo(
      [
        'Tomá la barra recta o la soga de la polea alta con los brazos estirados.',
        'Dá un paso atrás e inclinate un poco con la espalda recta.',
        'Llevá la barra en arco hasta los muslos sin doblar los codos.',
        'Volvé despacio hasta la altura de la cabeza.',
      ],
      'mantené el abdomen firme para que la espalda baja no se arquee.',
    ),
    keywords: ['polea', 'pullover', 'brazos rectos', 'espalda'],
    muscleGroups: ['dorsales'],
  },

  // Romboides -------------------------------------------------------------------------------------
  {
    key: 'remo-sentado-en-polea',
    name: 'Remo sentado en polea',
    instructions: howTo(
      [
        'Sentate con los pies apoyados y las rodillas un poco flexionadas, con el agarre en las manos.',
        'Con la espalda recta, tirá hacia el abdomen llevando los codos atrás.',
        'Juntá los omóplatos al final y sostené un segundo.',
        'Estirá los brazos despacio sin encorvar la espalda.',
      ],
      'el torso casi no se mueve: si te balanceás, bajá el peso.',
    ),
    keywords: ['polea', 'seated row', 'remo', 'espalda media'],
    muscleGroups: ['romboides', 'dorsales', 'biceps'],
  },
  {
    key: 'remo-invertido',
    name: 'Remo invertido',
    instructions: howTo(
      [
        'Colgate de una barra baja o de un TRX con el cuerpo recto y los talones en el piso.',
        'Tirá llevando el pecho hacia la barra y juntando los omóplatos.',
        'Sostené un segundo arriba.',
        'Bajá controlando hasta estirar los brazos.',
      ],
      'cuanto más vertical el cuerpo, más fácil; ajustá la inclinación a tu nivel.',
    ),
    keywords: ['peso corporal', 'australiano', 'inverted row', 'barra baja'],
    muscleGroups: ['romboides', 'dorsales', 'biceps'],
  },
  {
    key: 'separacion-de-banda',
    name: 'Separación de banda (band pull-apart)',
    instructions: howTo(
      [
        'Tomá una banda con las dos manos, con los brazos estirados a la altura de los hombros.',
        'Separá las manos hacia los costados hasta que la banda toque el pecho.',
        'Juntá los omóplatos al final del recorrido.',
        'Volvé despacio sin perder la tensión.',
      ],
      'no subas los hombros hacia las orejas; elegí una banda que te deje hacer el recorrido completo.',
    ),
    keywords: ['banda', 'pull-apart', 'escápulas', 'postura'],
    muscleGroups: ['romboides', 'deltoides', 'trapecios'],
  },
  {
    key: 'remo-en-maquina-con-pecho-apoyado',
    name: 'Remo en máquina con pecho apoyado',
    instructions: howTo(
      [
        'Ajustá el asiento para que el pecho quede apoyado en el almohadón y alcances los agarres.',
        'Tomá los agarres con los brazos estirados.',
        'Tirá llevando los codos hacia atrás y juntando los omóplatos.',
        'Volvé despacio hasta estirar los brazos.',
      ],
      'el pecho no se despega del apoyo durante la serie.',
    ),
    keywords: ['máquina', 'remo', 'espalda media', 'apoyo'],
    muscleGroups: ['romboides', 'dorsales', 'biceps'],
  },

  // Trapecios -------------------------------------------------------------------------------------
  {
    key: 'encogimientos-con-barra',
    name: 'Encogimientos con barra',
    instructions: howTo(
      [
        'Parate con la barra en las manos, al ancho de los hombros, y los brazos estirados.',
        'Subí los hombros hacia las orejas en línea recta.',
        'Sostené un segundo arriba.',
        'Bajá despacio hasta el estiramiento completo.',
      ],
      'no gires los hombros en círculo; el movimiento es solo arriba y abajo.',
    ),
    keywords: ['barra', 'shrug', 'encogimientos', 'cuello'],
    muscleGroups: ['trapecios'],
  },
  {
    key: 'encogimientos-con-mancuernas',
    name: 'Encogimientos con mancuernas',
    instructions: howTo(
      [
        'Parate con una mancuerna en cada mano, a los costados del cuerpo.',
        'Subí los hombros hacia las orejas sin flexionar los codos.',
        'Sostené un segundo y bajá lento.',
        'Mantené la mirada al frente y el cuello largo.',
      ],
      'no adelantes la cabeza para ganar recorrido.',
    ),
    keywords: ['mancuerna', 'shrug', 'encogimientos', 'cuello'],
    muscleGroups: ['trapecios', 'antebrazos'],
  },
  {
    key: 'paseo-del-granjero',
    name: 'Paseo del granjero (farmer walk)',
    instructions: howTo(
      [
        'Levantá una mancuerna o kettlebell pesada en cada mano, como en un peso muerto.',
        'Parate derecho con los hombros atrás y el abdomen firme.',
        'Caminá con pasos cortos y firmes la distancia o el tiempo indicado.',
        'Apoyá las pesas flexionando las piernas, sin redondear la espalda.',
      ],
      'despejá el camino antes de arrancar y soltá las pesas si el agarre falla.',
    ),
    keywords: ['mancuerna', 'farmer walk', 'agarre', 'carga'],
    muscleGroups: ['trapecios', 'antebrazos', 'abdominales'],
  },
  {
    key: 'remo-al-menton',
    name: 'Remo al mentón',
    instructions: howTo(
      [
        'Tomá la barra con las manos al ancho de los hombros y los brazos estirados.',
        'Subila pegada al cuerpo llevando los codos hacia arriba y afuera.',
        'Pará cuando los codos lleguen a la altura de los hombros.',
        'Bajá despacio.',
      ],
      'no subas por encima de los hombros ni cierres el agarre si sentís pinchazos en el hombro.',
    ),
    keywords: ['barra', 'upright row', 'remo alto', 'hombro'],
    muscleGroups: ['trapecios', 'deltoides'],
  },

  // Deltoides -------------------------------------------------------------------------------------
  {
    key: 'elevaciones-laterales-con-mancuernas',
    name: 'Elevaciones laterales con mancuernas',
    instructions: howTo(
      [
        'Parate con una mancuerna en cada mano a los costados y los codos apenas flexionados.',
        'Subí los brazos hacia los costados hasta la altura de los hombros.',
        'Llevá los codos un poco por delante del cuerpo, no hacia atrás.',
        'Bajá despacio sin dejar caer las pesas.',
      ],
      'usá poco peso: si necesitás impulso con el cuerpo, es demasiado.',
    ),
    keywords: ['mancuerna', 'lateral raise', 'hombro', 'deltoides medio'],
    muscleGroups: ['deltoides'],
  },
  {
    key: 'elevaciones-frontales-con-mancuernas',
    name: 'Elevaciones frontales con mancuernas',
    instructions: howTo(
      [
        'Parate con las mancuernas delante de los muslos y las palmas hacia el cuerpo.',
        'Subí un brazo o los dos hacia adelante hasta la altura de los hombros.',
        'Mantené los codos apenas flexionados.',
        'Bajá despacio y repetí.',
      ],
      'no te inclines hacia atrás para subir: mantené el abdomen firme.',
    ),
    keywords: ['mancuerna', 'front raise', 'hombro', 'deltoides anterior'],
    muscleGroups: ['deltoides'],
  },
  {
    key: 'pajaros-con-mancuernas',
    name: 'Pájaros con mancuernas',
    instructions: howTo(
      [
        'Inclinate hacia adelante desde la cadera, con la espalda recta y una mancuerna en cada mano.',
        'Dejá los brazos colgando con los codos apenas flexionados.',
        'Abrí los brazos hacia los costados hasta la altura de los hombros.',
        'Bajá despacio.',
      ],
      'si te molesta la zona lumbar, hacelo sentado con el pecho sobre los muslos o sobre un banco inclinado.',
    ),
    keywords: ['mancuerna', 'vuelos posteriores', 'reverse fly', 'hombro posterior'],
    muscleGroups: ['deltoides', 'romboides', 'trapecios'],
  },
  {
    key: 'face-pull-en-polea',
    name: 'Face pull en polea',
    instructions: howTo(
      [
        'Colocá la soga en la polea a la altura de la cara y tomala con las palmas hacia abajo.',
        'Dá un paso atrás hasta que el cable tenga tensión.',
        'Tirá hacia la cara separando las manos y llevando los codos altos.',
        'Terminá con las manos a los costados de las orejas y volvé despacio.',
      ],
      'usá poco peso y mantené el torso quieto; es un ejercicio de control, no de fuerza máxima.',
    ),
    keywords: ['polea', 'face pull', 'soga', 'hombro posterior', 'postura'],
    muscleGroups: ['deltoides', 'romboides', 'trapecios'],
  },
  {
    key: 'elevacion-lateral-en-polea',
    name: 'Elevación lateral en polea',
    instructions: howTo(
      [
        'Parate de costado a la polea baja y tomá el agarre con la mano más lejana.',
        'Con el codo apenas flexionado, subí el brazo hacia el costado hasta el hombro.',
        'Sostené un instante arriba.',
        'Bajá despacio y, al terminar, cambiá de lado.',
      ],
      'agarrate de la máquina con la otra mano para no inclinar el cuerpo.',
    ),
    keywords: ['polea', 'unilateral', 'lateral raise', 'hombro'],
    muscleGroups: ['deltoides'],
  },

  // Hombros ---------------------------------------------------------------------------------------
  {
    key: 'press-militar-con-barra',
    name: 'Press militar con barra',
    instructions: howTo(
      [
        'Parate con la barra apoyada sobre la parte alta del pecho y las manos algo más abiertas que los hombros.',
        'Apretá abdomen y glúteos para no arquear la espalda.',
        'Empujá la barra hacia arriba, corriendo la cabeza apenas hacia atrás para dejarla pasar.',
        'Terminá con la barra sobre la cabeza y bajá controlando hasta el pecho.',
      ],
      'si arqueás la zona lumbar para subir, bajá el peso.',
    ),
    keywords: ['barra', 'overhead press', 'press de hombros', 'de pie'],
    muscleGroups: ['hombros', 'triceps', 'trapecios'],
  },
  {
    key: 'press-de-hombros-con-mancuernas',
    name: 'Press de hombros con mancuernas sentado',
    instructions: howTo(
      [
        'Sentate en un banco con respaldo vertical y las mancuernas a la altura de los hombros.',
        'Empujá hacia arriba hasta casi estirar los brazos.',
        'Bajá despacio hasta que las mancuernas queden a la altura de las orejas.',
        'Mantené la espalda apoyada durante toda la serie.',
      ],
      'al terminar, bajá las mancuernas a los muslos de a una; no las tires al costado.',
    ),
    keywords: ['mancuerna', 'shoulder press', 'sentado', 'empuje vertical'],
    muscleGroups: ['hombros', 'triceps'],
  },
  {
    key: 'press-arnold',
    name: 'Press Arnold',
    instructions: howTo(
      [
        'Sentate con las mancuernas frente a la cara y las palmas hacia vos.',
        'Mientras empujás hacia arriba, girá las muñecas para terminar con las palmas hacia adelante.',
        'Estirá los brazos arriba sin chocar las pesas.',
        'Bajá deshaciendo el giro.',
      ],
      'el giro es suave y acompaña la subida; empezá con menos peso que en el press común.',
    ),
    keywords: ['mancuerna', 'arnold press', 'rotación', 'hombro'],
    muscleGroups: ['hombros', 'deltoides', 'triceps'],
  },
  {
    key: 'rotacion-externa-con-banda',
    name: 'Rotación externa de hombro con banda',
    instructions: howTo(
      [
        'Atá la banda a la altura del codo y parate de costado con el codo pegado al cuerpo a 90 grados.',
        'Tomá la banda con la mano más lejana al anclaje.',
        'Girá el antebrazo hacia afuera sin despegar el codo del cuerpo.',
        'Volvé despacio y, al terminar, cambiá de lado.',
      ],
      'usá una banda liviana; es un trabajo de control del manguito rotador.',
    ),
    keywords: ['banda', 'manguito rotador', 'rotación externa', 'prevención'],
    muscleGroups: ['hombros'],
  },
  {
    key: 'flexiones-en-pica',
    name: 'Flexiones en pica (pike push-up)',
    instructions: howTo(
      [
        'Apoyá manos y pies en el piso y subí la cadera formando una V invertida.',
        'Flexioná los codos bajando la cabeza hacia el piso, entre las manos.',
        'Empujá hasta estirar los brazos.',
        'Mantené la cadera alta durante toda la serie.',
      ],
      'bajá con control para no golpear la cabeza; apoyala sobre una colchoneta doblada.',
    ),
    keywords: ['peso corporal', 'pike', 'empuje vertical', 'hombro'],
    muscleGroups: ['hombros', 'triceps'],
  },
  {
    key: 'press-de-hombros-en-maquina',
    name: 'Press de hombros en máquina',
    instructions: howTo(
      [
        'Ajustá el asiento para que los agarres queden a la altura de los hombros.',
        'Apoyá bien la espalda y tomá los agarres.',
        'Empujá hacia arriba hasta casi estirar los brazos.',
        'Bajá despacio hasta la altura de las orejas.',
      ],
      'mantené la espalda apoyada y no trabes los codos arriba.',
    ),
    keywords: ['máquina', 'shoulder press', 'empuje vertical', 'hombro'],
    muscleGroups: ['hombros', 'triceps'],
  },

  // Bíceps ----------------------------------------------------------------------------------------
  {
    key: 'curl-de-biceps-con-barra',
    name: 'Curl de bíceps con barra',
    instructions: howTo(
      [
        'Parate con la barra en las manos, palmas hacia adelante, al ancho de los hombros.',
        'Con los codos pegados al cuerpo, subí la barra hacia los hombros.',
        'Apretá el bíceps arriba un segundo.',
        'Bajá despacio hasta estirar los brazos.',
      ],
      'no te balancees con la espalda para subir: si lo necesitás, bajá el peso.',
    ),
    keywords: ['barra', 'curl', 'bíceps', 'brazos'],
    muscleGroups: ['biceps', 'antebrazos'],
  },
  {
    key: 'curl-martillo',
    name: 'Curl martillo',
    instructions: howTo(
      [
        'Parate con una mancuerna en cada mano y las palmas enfrentadas.',
        'Subí las mancuernas flexionando los codos, sin girar las muñecas.',
        'Llevalas hasta la altura de los hombros con los codos quietos.',
        'Bajá despacio.',
      ],
      'los codos se quedan al costado del cuerpo; no los adelantes.',
    ),
    keywords: ['mancuerna', 'hammer curl', 'agarre neutro', 'braquial'],
    muscleGroups: ['biceps', 'antebrazos'],
  },
  {
    key: 'curl-concentrado',
    name: 'Curl concentrado',
    instructions: howTo(
      [
        'Sentate en un banco con las piernas abiertas y una mancuerna en la mano.',
        'Apoyá la parte de atrás del brazo contra la cara interna del muslo.',
        'Subí la mancuerna hacia el hombro y apretá el bíceps arriba.',
        'Bajá hasta estirar el brazo y, al terminar, cambiá de lado.',
      ],
      'el brazo queda apoyado todo el tiempo; no uses el hombro para subir.',
    ),
    keywords: ['mancuerna', 'concentration curl', 'sentado', 'unilateral'],
    muscleGroups: ['biceps'],
  },
  {
    key: 'curl-en-banco-inclinado',
    name: 'Curl en banco inclinado',
    instructions: howTo(
      [
        'Poné el banco a unos 45 grados y recostate con una mancuerna en cada mano.',
        'Dejá los brazos colgando, estirados, con las palmas hacia adelante.',
        'Subí las mancuernas sin adelantar los codos.',
        'Bajá despacio hasta el estiramiento completo.',
      ],
      'usá menos peso que de pie: el bíceps trabaja desde una posición más estirada.',
    ),
    keywords: ['mancuerna', 'incline curl', 'banco inclinado', 'bíceps'],
    muscleGroups: ['biceps'],
  },
  {
    key: 'curl-de-biceps-con-banda',
    name: 'Curl de bíceps con banda',
    instructions: howTo(
      [
        'Pisá la banda con los dos pies y tomá los extremos con las palmas hacia adelante.',
        'Con los codos pegados al cuerpo, subí las manos hacia los hombros.',
        'Sostené un segundo arriba con la banda tensa.',
        'Bajá despacio resistiendo la banda.',
      ],
      'revisá que la banda no esté gastada ni cortada antes de usarla.',
    ),
    keywords: ['banda', 'curl', 'en casa', 'bíceps'],
    muscleGroups: ['biceps'],
  },
  {
    key: 'curl-de-biceps-en-polea-baja',
    name: 'Curl de bíceps en polea baja',
    instructions: howTo(
      [
        'Colocá la barra corta en la polea baja y tomala con las palmas hacia arriba.',
        'Parate cerca de la máquina con los codos pegados al cuerpo.',
        'Subí la barra hacia el pecho apretando los bíceps.',
        'Bajá despacio manteniendo la tensión del cable.',
      ],
      'no te inclines hacia atrás para terminar el movimiento.',
    ),
    keywords: ['polea', 'curl', 'cable', 'bíceps'],
    muscleGroups: ['biceps', 'antebrazos'],
  },

  // Tríceps ---------------------------------------------------------------------------------------
  {
    key: 'fondos-en-paralelas',
    name: 'Fondos en paralelas',
    instructions: howTo(
      [
        'Sostenete en las paralelas con los brazos estirados y los hombros bajos.',
        'Bajá flexionando los codos, con el torso apenas inclinado hacia adelante.',
        'Bajá hasta que los codos formen unos 90 grados.',
        'Empujá hasta estirar los brazos.',
      ],
      'si te molestan los hombros, no bajes tanto o usá la máquina asistida.',
    ),
    keywords: ['peso corporal', 'dips', 'paralelas', 'empuje'],
    muscleGroups: ['triceps', 'pectorales', 'deltoides'],
  },
  {
    key: 'fondos-en-banco',
    name: 'Fondos en banco',
    instructions: howTo(
      [
        'Sentate en el borde de un banco con las manos apoyadas a los costados de la cadera.',
        'Deslizá la cola fuera del banco con las piernas flexionadas o estiradas.',
        'Bajá flexionando los codos hacia atrás hasta unos 90 grados.',
        'Empujá hasta estirar los brazos.',
      ],
      'mantené la espalda cerca del banco y no bajes más de lo que tu hombro tolere.',
    ),
    keywords: ['peso corporal', 'bench dips', 'banco', 'principiante'],
    muscleGroups: ['triceps', 'deltoides'],
  },
  {
    key: 'extension-de-triceps-en-polea',
    name: 'Extensión de tríceps en polea',
    instructions: howTo(
      [
        'Colocá la soga o la barra en la polea alta y tomala con los codos pegados al cuerpo.',
        'Inclinate apenas hacia adelante con el abdomen firme.',
        'Estirá los codos empujando hacia abajo hasta estirar los brazos.',
        'Volvé despacio hasta que los antebrazos queden paralelos al piso.',
      ],
      'solo se mueven los antebrazos: los codos quedan fijos al costado.',
    ),
    keywords: ['polea', 'pushdown', 'soga', 'tríceps'],
    muscleGroups: ['triceps'],
  },
  {
    key: 'press-frances-con-barra',
    name: 'Press francés con barra',
    instructions: howTo(
      [
        'Acostate en un banco plano con la barra Z sobre el pecho y los brazos estirados.',
        'Flexioná los codos bajando la barra hacia la frente.',
        'Mantené los codos apuntando al techo, sin abrirlos.',
        'Estirá los brazos para volver arriba.',
      ],
      'bajá despacio y con un peso que controles: la barra pasa cerca de la cara.',
    ),
    keywords: ['barra', 'skull crusher', 'barra z', 'banco plano'],
    muscleGroups: ['triceps'],
  },
  {
    key: 'extension-de-triceps-sobre-la-cabeza',
    name: 'Extensión de tríceps sobre la cabeza con mancuerna',
    instructions: howTo(
      [
        'Sentate con la espalda recta y sostené una mancuerna con las dos manos sobre la cabeza.',
        'Bajá la mancuerna por detrás de la cabeza flexionando los codos.',
        'Mantené los codos cerca de la cabeza y apuntando hacia arriba.',
        'Estirá los brazos para volver.',
      ],
      'apretá el abdomen para no arquear la zona lumbar.',
    ),
    keywords: ['mancuerna', 'overhead extension', 'tríceps', 'sentado'],
    muscleGroups: ['triceps'],
  },
  {
    key: 'patada-de-triceps',
    name: 'Patada de tríceps con mancuerna',
    instructions: howTo(
      [
        'Apoyá una mano y una rodilla en un banco, con la espalda paralela al piso.',
        'Con la mancuerna en la otra mano, subí el codo hasta la altura del torso.',
        'Estirá el brazo hacia atrás sin mover el codo.',
        'Volvé despacio y, al terminar, cambiá de lado.',
      ],
      'usá poco peso; si el codo baja, el tríceps deja de trabajar.',
    ),
    keywords: ['mancuerna', 'kickback', 'tríceps', 'unilateral'],
    muscleGroups: ['triceps'],
  },
  {
    key: 'flexiones-diamante',
    name: 'Flexiones diamante',
    instructions: howTo(
      [
        'Apoyá las manos juntas debajo del pecho, formando un rombo con pulgares e índices.',
        'Estirá las piernas y alineá el cuerpo.',
        'Bajá el pecho hacia las manos con los codos pegados al cuerpo.',
        'Empujá hasta estirar los brazos.',
      ],
      'si te molestan las muñecas, separá un poco las manos o apoyá las rodillas.',
    ),
    keywords: ['peso corporal', 'diamond push-up', 'agarre cerrado', 'tríceps'],
    muscleGroups: ['triceps', 'pectorales'],
  },

  // Antebrazos ------------------------------------------------------------------------------------
  {
    key: 'curl-de-muneca-con-barra',
    name: 'Curl de muñeca con barra',
    instructions: howTo(
      [
        'Sentate con los antebrazos sobre los muslos y las muñecas fuera de las rodillas.',
        'Tomá la barra con las palmas hacia arriba.',
        'Dejá bajar la barra flexionando las muñecas y subila lo más que puedas.',
        'Hacé el movimiento solo con las muñecas.',
      ],
      'empezá liviano: las muñecas se cargan rápido.',
    ),
    keywords: ['barra', 'wrist curl', 'muñeca', 'agarre'],
    muscleGroups: ['antebrazos'],
  },
  {
    key: 'curl-de-muneca-invertido',
    name: 'Curl de muñeca invertido con mancuerna',
    instructions: howTo(
      [
        'Apoyá el antebrazo sobre el muslo o un banco, con la palma hacia abajo.',
        'Sostené una mancuerna liviana con la muñeca fuera del apoyo.',
        'Subí el dorso de la mano hacia arriba todo lo que puedas.',
        'Bajá despacio y, al terminar, cambiá de lado.',
      ],
      'usá poco peso y recorrido sin dolor; trabaja los extensores, que suelen ser más débiles.',
    ),
    keywords: ['mancuerna', 'reverse wrist curl', 'muñeca', 'extensores'],
    muscleGroups: ['antebrazos'],
  },
  {
    key: 'curl-invertido-con-barra',
    name: 'Curl invertido con barra',
    instructions: howTo(
      [
        'Tomá la barra con las palmas hacia abajo, al ancho de los hombros.',
        'Con los codos pegados al cuerpo, subí la barra hacia los hombros.',
        'Mantené las muñecas rectas durante todo el recorrido.',
        'Bajá despacio.',
      ],
      'usá menos peso que en el curl común; si las muñecas se doblan, bajalo.',
    ),
    keywords: ['barra', 'reverse curl', 'agarre prono', 'braquiorradial'],
    muscleGroups: ['antebrazos', 'biceps'],
  },
  {
    key: 'colgarse-de-la-barra',
    name: 'Colgarse de la barra (dead hang)',
    instructions: howTo(
      [
        'Tomá la barra fija con las palmas hacia adelante, al ancho de los hombros.',
        'Levantá los pies y quedate colgado con los brazos estirados.',
        'Mantené los hombros un poco activos, sin hundirte del todo.',
        'Sostené el tiempo indicado y bajá apoyando los pies en un banco o en el piso.',
      ],
      'si la barra está alta, usá un banco para subir y bajar; no saltes.',
    ),
    keywords: ['peso corporal', 'barra fija', 'agarre', 'isométrico'],
    muscleGroups: ['antebrazos', 'dorsales'],
  },
];
