import type { MuscleGroup } from '@coach/shared/contracts';
import type { ProductActivity, ProductExercise } from './types';

/*
 * Cover drawings of the product library, made by our code (no copied material): plain SVG shapes,
 * no text, no scripts, no references. Deterministic, so the sync's source hash only changes when a
 * drawing or an item changes.
 *
 * Exercises: a front and a back body silhouette with the exercise's muscle groups in the accent
 * colour (the primary one solid, the others lighter) on a background tinted by the primary group,
 * and a badge with the equipment taken from the keywords. Activities: a pictogram (a stick figure
 * with its props) on a tinted background.
 */

const ACCENT = '#2bacac';
const BODY = '#cfd8dc';
const INK = '#37474f';

const svg = (background: string, content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">` +
  `<rect width="640" height="360" fill="${background}"/>${content}</svg>`;

const line = (x1: number, y1: number, x2: number, y2: number, width: number) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke-width="${width}"/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}"/>`;
const circle = (cx: number, cy: number, r: number) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`;
const rect = (x: number, y: number, width: number, height: number, r = 0) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}"${r ? ` rx="${r}"` : ''}/>`;
const path = (d: string) => `<path d="${d}"/>`;
const polyline = (points: number[], width?: number) =>
  `<polyline points="${points.join(' ')}"${width ? ` stroke-width="${width}"` : ''}/>`;
/** A shape on both sides of the body: `draw(-1)` on the figure's right (viewer's left), `draw(1)` on its left. */
const pair = (draw: (side: number) => string) => draw(-1) + draw(1);

/** A group whose children draw with `colour` as fill and stroke (lines set their own width). */
const paint = (colour: string, content: string, extra = '') =>
  `<g fill="${colour}" stroke="${colour}" stroke-width="0" stroke-linecap="round" stroke-linejoin="round"${extra}>${content}</g>`;

// ---------------------------------------------------------------------------------------------
// Exercises

/** A neutral body, 300 units tall, centred on x = 0. */
const bodyShape =
  circle(0, 24, 19) +
  rect(-7, 38, 14, 18) +
  path('M-42 56Q0 46 42 56L48 70L40 120L34 150L38 180L-38 180L-34 150L-40 120L-48 70Z') +
  pair((s) => line(50 * s, 66, 60 * s, 128, 18) + line(60 * s, 128, 66 * s, 186, 14)) +
  pair((s) => line(19 * s, 182, 22 * s, 250, 26) + line(22 * s, 250, 22 * s, 316, 17));

type View = 'front' | 'back';
const shoulders = pair((s) => circle(48 * s, 68, 14));
const forearms = pair((s) => line(61 * s, 138, 65 * s, 178, 12));

/** Where each muscle group shows, on the front and/or the back figure. */
const muscleShapes: Record<MuscleGroup, Partial<Record<View, string>>> = {
  gemelos: { back: pair((s) => ellipse(22 * s, 274, 9, 26)) },
  cuadriceps: { front: pair((s) => line(19 * s, 192, 22 * s, 238, 21)) },
  isquiotibiales: { back: pair((s) => line(19 * s, 198, 22 * s, 240, 19)) },
  aductores: { front: pair((s) => line(9 * s, 190, 13 * s, 228, 9)) },
  gluteos: { back: pair((s) => ellipse(18 * s, 174, 18, 15)) },
  abdominales: { front: rect(-14, 94, 28, 58, 7) },
  oblicuos: { front: pair((s) => ellipse(29 * s, 124, 7, 20)) },
  pectorales: { front: pair((s) => ellipse(19 * s, 79, 19, 13)) },
  espalda: { back: pair((s) => rect(s < 0 ? -14 : 3, 106, 11, 56, 5)) },
  trapecios: { back: path('M-9 46L9 46L34 61L10 70L0 86L-10 70L-34 61Z') },
  dorsales: { back: pair((s) => path(`M${15 * s} 96L${40 * s} 74L${37 * s} 118L${18 * s} 140Z`)) },
  romboides: { back: pair((s) => ellipse(10 * s, 86, 8, 12)) },
  deltoides: { front: shoulders, back: shoulders },
  hombros: { front: shoulders, back: shoulders },
  biceps: { front: pair((s) => line(52 * s, 80, 57 * s, 118, 14)) },
  triceps: { back: pair((s) => line(52 * s, 80, 57 * s, 120, 14)) },
  antebrazos: { front: forearms, back: forearms },
};

/** The background of each primary muscle group: soft, and different for neighbouring groups. */
const groupTints: Record<MuscleGroup, string> = {
  gemelos: '#e8f1fb',
  cuadriceps: '#e6f4ea',
  isquiotibiales: '#fdf0e1',
  aductores: '#f3e8fb',
  gluteos: '#fde8ee',
  abdominales: '#fff6db',
  oblicuos: '#fbefdc',
  pectorales: '#e3f2fd',
  espalda: '#e9ecf7',
  trapecios: '#e0f4f1',
  dorsales: '#e7eefa',
  romboides: '#f1ecf9',
  deltoides: '#fdeee6',
  hombros: '#fbe9e7',
  biceps: '#eaf6e3',
  triceps: '#e8f5f8',
  antebrazos: '#f4f1e4',
};

function figure(view: View, groups: MuscleGroup[], x: number): string {
  const highlights = groups
    .map((group, index) => {
      const shape = muscleShapes[group][view];
      return shape ? paint(ACCENT, shape, index === 0 ? '' : ' opacity="0.55"') : '';
    })
    .join('');
  return `<g transform="translate(${x} 8) scale(1.06)">${paint(BODY, bodyShape)}${highlights}</g>`;
}

/** Equipment pictograms, drawn around (0, 0) within about 48 units. */
const equipment: Array<{ keyword: string; draw: string }> = [
  {
    keyword: 'kettlebell',
    draw: paint(INK, circle(0, 12, 26) + `<path d="M-15-8V-22Q-15-34 0-34Q15-34 15-22V-8" fill="none" stroke-width="8"/>`),
  },
  {
    keyword: 'polea',
    draw:
      paint(INK, line(-24, -46, 24, -46, 6) + line(0, -46, 0, -40, 6) + line(0, -16, 0, 30, 4) + line(-18, 34, 18, 34, 8)) +
      `<circle cx="0" cy="-28" r="12" fill="none" stroke="${INK}" stroke-width="6"/>`,
  },
  {
    keyword: 'máquina',
    draw:
      `<rect x="-32" y="-44" width="64" height="88" rx="4" fill="none" stroke="${INK}" stroke-width="6"/>` +
      paint(INK, rect(-18, -4, 36, 9, 2) + rect(-18, 9, 36, 9, 2) + rect(-18, 22, 36, 9, 2) + line(0, -40, 0, -8, 4)),
  },
  {
    keyword: 'barra',
    draw: paint(INK, line(-48, 0, 48, 0, 5) + rect(-38, -24, 9, 48, 2) + rect(29, -24, 9, 48, 2) + rect(-28, -16, 6, 32, 2) + rect(22, -16, 6, 32, 2)),
  },
  {
    keyword: 'mancuerna',
    draw: `<g transform="rotate(-25)">${paint(INK, line(-18, 0, 18, 0, 8) + rect(-34, -20, 14, 40, 3) + rect(20, -20, 14, 40, 3))}</g>`,
  },
  {
    keyword: 'banda',
    draw:
      `<path d="M-28-24C-28 50 28 50 28-24" fill="none" stroke="${INK}" stroke-width="7"/>` +
      paint(INK, line(-40, -30, -16, -30, 11) + line(16, -30, 40, -30, 11)),
  },
  {
    keyword: 'rueda',
    draw: paint(INK, line(-42, 0, 42, 0, 8)) + `<circle cx="0" cy="0" r="26" fill="${BODY}" stroke="${INK}" stroke-width="8"/>`,
  },
  {
    keyword: 'peso corporal',
    draw:
      paint(INK, circle(0, -30, 11)) +
      `<g fill="none" stroke="${INK}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">` +
      polyline([-24, -30, 0, -8, 24, -30]) + polyline([0, -14, 0, 14]) + polyline([-18, 42, 0, 14, 18, 42]) + '</g>',
  },
];

function equipmentBadge(keywords: string[]): string {
  const words = keywords.map((keyword) => keyword.toLowerCase());
  const found = words.map((word) => equipment.find((item) => item.keyword === word)).find((item) => item !== undefined);
  if (!found) return '';
  return `<g transform="translate(530 180)"><circle r="70" fill="#ffffff"/>${found.draw}</g>`;
}

export function exerciseCover(exercise: ProductExercise): string {
  const [primary] = exercise.muscleGroups;
  const background = primary ? groupTints[primary] : '#eef2f4';
  return svg(
    background,
    `<circle cx="250" cy="180" r="170" fill="#ffffff" opacity="0.45"/>` +
      figure('front', exercise.muscleGroups, 170) +
      figure('back', exercise.muscleGroups, 330) +
      equipmentBadge(exercise.keywords),
  );
}

// ---------------------------------------------------------------------------------------------
// Activities

type Point = [number, number];
interface Pictogram {
  tint: string;
  /** A stick figure: its head and its limbs as polylines (x, y, x, y…). */
  head?: Point;
  limbs?: number[][];
  /** Props in the accent colour (stroked; shapes that need a fill set it). */
  props?: string;
  /** Drawn over the figure (water). */
  overlay?: string;
}

const stroked = (content: string, width = 10) =>
  `<g fill="none" stroke="${ACCENT}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${content}</g>`;
const ground = stroked(polyline([200, 296, 440, 296]));
const walkingLimbs = [
  [320, 106, 316, 186],
  [319, 120, 300, 146, 284, 170],
  [319, 120, 340, 146, 348, 176],
  [316, 186, 298, 234, 280, 278],
  [316, 186, 336, 234, 350, 280, 366, 280],
];
const riderLimbs = [
  [300, 158, 344, 98],
  [340, 108, 372, 134, 400, 156],
  [300, 158, 342, 206, 322, 250],
];
const bikeFrame = polyline([300, 178, 390, 178]) + polyline([300, 178, 318, 250]) + polyline([318, 250, 390, 178]) + polyline([286, 170, 312, 170]) + polyline([390, 178, 396, 156, 414, 154]);
const note = (x: number, y: number) => paint(ACCENT, circle(x, y, 11) + line(x + 10, y, x + 10, y - 48, 5) + line(x + 10, y - 48, x + 28, y - 38, 5));

const pictograms = {
  walk: { tint: '#e6f4ea', head: [322, 86], limbs: walkingLimbs, props: ground },
  run: {
    tint: '#fdf0e1',
    head: [338, 82],
    limbs: [
      [332, 102, 312, 178],
      [328, 116, 352, 146, 376, 130],
      [328, 116, 300, 136, 282, 160],
      [312, 178, 352, 206, 342, 254],
      [312, 178, 288, 226, 246, 240],
    ],
    props: stroked(polyline([200, 120, 250, 120]) + polyline([186, 160, 236, 160]) + polyline([210, 200, 250, 200])),
  },
  bike: {
    tint: '#e3f2fd',
    head: [354, 80],
    limbs: riderLimbs,
    props: stroked(circle(236, 250, 46) + circle(410, 250, 46) + polyline([236, 250, 300, 178]) + polyline([236, 250, 318, 250]) + bikeFrame + polyline([390, 178, 410, 250])),
  },
  spin: {
    tint: '#e7eefa',
    head: [354, 80],
    limbs: riderLimbs,
    props: stroked(circle(410, 240, 36) + bikeFrame + polyline([390, 178, 410, 240]) + polyline([318, 250, 300, 292]) + polyline([410, 240, 430, 292]) + polyline([250, 292, 470, 292])),
  },
  swim: {
    tint: '#e0f4f1',
    head: [236, 176],
    limbs: [
      [258, 186, 400, 196],
      [262, 184, 300, 130, 350, 140],
      [400, 196, 456, 186],
      [400, 196, 456, 208],
    ],
    overlay: stroked(path('M110 214q25-16 50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0') + path('M140 254q25-16 50 0t50 0t50 0t50 0t50 0t50 0t50 0')),
  },
  yoga: {
    tint: '#f3e8fb',
    head: [320, 92],
    limbs: [
      [320, 112, 320, 190],
      [214, 132, 426, 132],
      [320, 190, 384, 226, 392, 284],
      [320, 190, 246, 284],
    ],
    props: stroked(polyline([190, 296, 450, 296]), 12),
  },
  pilates: {
    tint: '#fde8ee',
    head: [250, 188],
    limbs: [
      [320, 270, 262, 206],
      [276, 214, 344, 224],
      [320, 270, 410, 196],
    ],
    props: stroked(polyline([160, 290, 480, 290]), 12),
  },
  mobility: {
    tint: '#fff6db',
    head: [320, 96],
    limbs: [
      [320, 116, 320, 198],
      [320, 128, 282, 96, 270, 60],
      [320, 128, 358, 96, 370, 60],
      [320, 198, 300, 284],
      [320, 198, 340, 284],
    ],
    props: stroked(path('M226 150A100 100 0 0 1 414 150') + polyline([394, 138, 414, 150, 424, 128]) + path('M414 230A100 100 0 0 1 226 230') + polyline([246, 242, 226, 230, 216, 252])),
  },
  stretch: {
    tint: '#fbefdc',
    head: [364, 92],
    limbs: [
      [320, 198, 326, 150, 348, 112],
      [344, 118, 360, 68, 406, 58],
      [344, 118, 378, 92, 412, 74],
      [320, 198, 280, 284],
      [320, 198, 360, 284],
    ],
    props: ground,
  },
  rope: {
    tint: '#fde8ee',
    head: [320, 84],
    limbs: [
      [320, 104, 320, 186],
      [320, 118, 290, 160, 272, 190],
      [320, 118, 350, 160, 368, 190],
      [320, 186, 310, 240, 316, 270],
      [320, 186, 330, 240, 324, 270],
    ],
    props: stroked(path('M272 190C226 350 414 350 368 190'), 6),
  },
  rowing: {
    tint: '#e8f1fb',
    head: [254, 160],
    limbs: [
      [290, 262, 262, 178],
      [268, 192, 318, 214, 372, 218],
      [290, 262, 346, 222, 392, 268],
    ],
    props: stroked(polyline([170, 286, 480, 286]) + circle(450, 248, 28) + polyline([372, 218, 426, 238], 5)),
  },
  elliptical: {
    tint: '#e9ecf7',
    head: [330, 74],
    limbs: [
      [328, 94, 322, 176],
      [326, 108, 352, 134, 376, 140],
      [322, 176, 300, 226, 290, 262],
      [322, 176, 346, 222, 350, 256],
    ],
    props: stroked(polyline([210, 292, 450, 292]) + polyline([436, 292, 414, 112, 376, 140]) + polyline([268, 268, 312, 262]) + polyline([330, 262, 372, 256])),
  },
  hike: {
    tint: '#e6f4ea',
    head: [322, 86],
    limbs: walkingLimbs,
    props: `<path d="M40 300L200 120L290 220L380 140L600 300Z" fill="${ACCENT}" opacity="0.25"/>` + stroked(polyline([352, 150, 378, 296], 6)) + ground,
  },
  stairs: {
    tint: '#f4f1e4',
    head: [316, 68],
    limbs: [
      [300, 164, 312, 86],
      [310, 102, 290, 130, 286, 154],
      [310, 102, 334, 124, 352, 116],
      [300, 164, 284, 210, 270, 250],
      [300, 164, 340, 174, 338, 210],
    ],
    props: stroked(polyline([160, 334, 160, 294, 230, 294, 230, 254, 300, 254, 300, 214, 370, 214, 370, 174, 440, 174, 440, 134, 500, 134])),
  },
  dance: {
    tint: '#f1ecf9',
    head: [322, 86],
    limbs: [
      [320, 106, 314, 190],
      [318, 118, 350, 90, 366, 48],
      [318, 118, 286, 132, 262, 116],
      [314, 190, 312, 240, 308, 288],
      [314, 190, 360, 226, 400, 220],
    ],
    props: note(200, 130) + note(440, 170),
  },
  hiit: {
    tint: '#fdeee6',
    head: [320, 74],
    limbs: [
      [320, 94, 320, 180],
      [320, 106, 280, 72, 262, 40],
      [320, 106, 360, 72, 378, 40],
      [320, 180, 282, 232, 262, 280],
      [320, 180, 358, 232, 378, 280],
    ],
    props: `<polygon points="452,90 420,170 448,170 426,250 492,150 462,150 484,90" fill="${ACCENT}"/>`,
  },
  generic: {
    tint: '#eef2f4',
    props: stroked(polyline([140, 190, 250, 190, 280, 120, 320, 260, 360, 150, 390, 190, 500, 190]), 12),
  },
} satisfies Record<string, Pictogram>;
type PictogramName = keyof typeof pictograms;

/** Each product activity's pictogram, by key; anything else gets the generic one. */
const activityPictograms: Record<string, PictogramName> = {
  caminar: 'walk',
  correr: 'run',
  'trote-suave': 'run',
  'bicicleta-de-ruta': 'bike',
  'bicicleta-fija': 'spin',
  natacion: 'swim',
  yoga: 'yoga',
  pilates: 'pilates',
  'movilidad-articular': 'mobility',
  estiramientos: 'stretch',
  'saltar-la-soga': 'rope',
  'remo-en-maquina': 'rowing',
  eliptica: 'elliptical',
  senderismo: 'hike',
  'subir-escaleras': 'stairs',
  baile: 'dance',
  hiit: 'hiit',
};

function stickFigure(head: Point, limbs: number[][]): string {
  return (
    `<g fill="none" stroke="${INK}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round">` +
    limbs.map((points) => polyline(points)).join('') +
    `</g><circle cx="${head[0]}" cy="${head[1]}" r="17" fill="${INK}"/>`
  );
}

export function activityCover(activity: ProductActivity): string {
  const pictogram: Pictogram = pictograms[activityPictograms[activity.key] ?? 'generic'];
  const person = pictogram.head && pictogram.limbs ? stickFigure(pictogram.head, pictogram.limbs) : '';
  return svg(
    pictogram.tint,
    `<circle cx="320" cy="180" r="170" fill="#ffffff" opacity="0.45"/>${pictogram.props ?? ''}${person}${pictogram.overlay ?? ''}`,
  );
}
