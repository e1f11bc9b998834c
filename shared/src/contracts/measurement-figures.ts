/*
 * The figures of a body measurement and their limits: what Progreso measures, and what a form's number
 * question can be marked as (its answer then lands in the client's measurements). A leaf of the
 * contracts, with no imports, so forms and progress both read it.
 */

export const MEASUREMENT_LIMITS = {
  weightKg: { min: 20, max: 400 },
  bodyFatPct: { min: 2, max: 75 },
  circumferenceCm: { min: 10, max: 300 },
  noteLength: 500,
  /** A measurement is a day of this year or later, and never after today in the business's zone. */
  earliestYear: 2000,
  pageDefault: 50,
  /** A page holds years of weekly measurements: a chart reads one page. */
  pageMax: 200,
} as const;

/** The figures of a measurement, in the order forms and charts show them. */
export const measurementFigures = ['weightKg', 'bodyFatPct', 'waistCm', 'hipCm', 'chestCm', 'armCm', 'thighCm'] as const;
export type MeasurementFigure = (typeof measurementFigures)[number];

/** How each figure is named and measured ("Peso", "kg"). */
export const measurementFigureInfo: Record<MeasurementFigure, { label: string; unit: string }> = {
  weightKg: { label: 'Peso', unit: 'kg' },
  bodyFatPct: { label: 'Grasa corporal', unit: '%' },
  waistCm: { label: 'Cintura', unit: 'cm' },
  hipCm: { label: 'Cadera', unit: 'cm' },
  chestCm: { label: 'Pecho', unit: 'cm' },
  armCm: { label: 'Brazo', unit: 'cm' },
  thighCm: { label: 'Muslo', unit: 'cm' },
};

/** The values a figure takes (every one with up to two decimals). */
export const figureLimits = (figure: MeasurementFigure): { min: number; max: number } =>
  figure === 'weightKg' || figure === 'bodyFatPct' ? MEASUREMENT_LIMITS[figure] : MEASUREMENT_LIMITS.circumferenceCm;
