import { formatCalendarDate, formatDecimal } from '@coach/shared';
import { measurementFigureInfo, measurementFigures, type Measurement, type MeasurementFigure } from '@coach/shared/contracts';

/** How each figure of a measurement is named and measured, in the order forms and charts show them (the contracts' one list). */
export const figureInfo = measurementFigureInfo;

/** "72,5 kg", "18 %". */
export const formatFigure = (figure: MeasurementFigure, value: number): string => `${formatDecimal(value)} ${figureInfo[figure].unit}`;

/** "+0,5 kg", "−1,2 cm", "sin cambios" since the measurement before. */
export function formatChange(figure: MeasurementFigure, change: number): string {
  if (change === 0) return 'sin cambios';
  const sign = change > 0 ? '+' : '−';
  return `${sign}${formatFigure(figure, Math.abs(change))}`;
}

/** The figures a list of measurements has at least one value of, in their order. */
export const figuresPresent = (measurements: readonly Measurement[]): MeasurementFigure[] =>
  measurementFigures.filter((figure) => measurements.some((measurement) => measurement[figure] !== null));

/** "Peso 72,5 kg · Cintura 80 cm": what a measurement holds, for lists and screen readers. */
export const describeMeasurement = (measurement: Measurement): string =>
  measurementFigures
    .filter((figure) => measurement[figure] !== null)
    .map((figure) => `${figureInfo[figure].label} ${formatFigure(figure, measurement[figure]!)}`)
    .join(' · ');

/** "20/11/2026". */
export const measurementDay = (measurement: Pick<Measurement, 'date'>): string => formatCalendarDate(measurement.date);

/** Days since 1970-01-01 of a calendar day: the x of a chart over time (days are not equally spaced). */
export const dayNumber = (date: string): number => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / 86_400_000;
};

/** The calendar day of a day number: "20/11/26" for a chart's axis. */
export function shortDayOf(dayCount: number): string {
  const date = new Date(Math.round(dayCount) * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${String(date.getUTCFullYear()).slice(2)}`;
}
