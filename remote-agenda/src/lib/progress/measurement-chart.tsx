import Flex from 'antd/es/flex';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import type { Measurement, MeasurementFigure } from '@coach/shared/contracts';
import { useId, useMemo, useState } from 'react';
import { lineOverDays, ProgressChart, tableCell } from './chart';
import { addDays } from '../calendar/business-clock';
import { figureInfo, figuresPresent, formatChange, formatFigure, measurementDay } from './figures';

/** The ranges a chart over time can show, in days back from today ('all': every measurement loaded). */
export const chartRanges = [
  { value: '90', label: '3 meses' },
  { value: '180', label: '6 meses' },
  { value: '365', label: '1 año' },
  { value: 'all', label: 'Todo' },
] as const;
export type ChartRange = (typeof chartRanges)[number]['value'];

export const inRange = (date: string, range: ChartRange, today: string) => range === 'all' || date >= addDays(today, -Number(range));

interface Point {
  date: string;
  value: number;
}

/** A figure's points in the range, oldest first (the list comes newest first). */
function pointsOf(measurements: readonly Measurement[], figure: MeasurementFigure, range: ChartRange, today: string): Point[] {
  return measurements
    .filter((measurement) => measurement[figure] !== null && inRange(measurement.date, range, today))
    .map((measurement) => ({ date: measurement.date, value: measurement[figure]! }))
    .reverse();
}

/**
 * One figure of the client's measurements over time (a line on a time axis: measurements are not
 * evenly spaced), the figure and the range chosen above it, and the gist in one sentence.
 */
export function MeasurementChart({ measurements, today }: { measurements: readonly Measurement[]; today: string }) {
  const { token } = theme.useToken();
  const present = useMemo(() => figuresPresent(measurements), [measurements]);
  const [chosen, setFigure] = useState<MeasurementFigure | null>(null);
  const figure = chosen && present.includes(chosen) ? chosen : (present[0] ?? 'weightKg');
  // The shortest range with a trend to see (two points of the first figure); all of them otherwise.
  const [range, setRange] = useState<ChartRange>(
    () => chartRanges.find(({ value }) => value !== 'all' && pointsOf(measurements, figure, value, today).length >= 2)?.value ?? 'all',
  );
  const figureLabelId = useId();
  const points = useMemo(() => pointsOf(measurements, figure, range, today), [measurements, figure, range, today]);
  const { label, unit } = figureInfo[figure];

  const config = useMemo(() => lineOverDays(token, { label, points, format: (value) => formatFigure(figure, value) }), [points, figure, label, token]);

  const last = points.at(-1);
  const first = points[0];
  return (
    <Flex vertical gap={12} style={{ minWidth: 0 }}>
      <Flex gap={8} wrap align="center" justify="space-between">
        <Flex gap={8} align="center">
          <Typography.Text id={figureLabelId}>Medida</Typography.Text>
          <Select
            aria-labelledby={figureLabelId}
            value={figure}
            onChange={setFigure}
            options={present.map((value) => ({ value, label: figureInfo[value].label }))}
            style={{ minWidth: 150 }}
          />
        </Flex>
        <Segmented aria-label="Período del gráfico" value={range} onChange={(value) => setRange(value as ChartRange)} options={[...chartRanges]} />
      </Flex>
      {points.length === 0 ? (
        <Typography.Text type="secondary">{`No hay mediciones de ${label.toLowerCase()} en este período. Elegí un período más largo.`}</Typography.Text>
      ) : (
        <>
          <Typography.Text type="secondary" data-testid="measurement-chart-summary">
            {last && first && points.length > 1
              ? `${label}: ${formatFigure(figure, last.value)} el ${measurementDay(last)} (${formatChange(figure, Math.round((last.value - first.value) * 100) / 100)} desde el ${measurementDay(first)}).`
              : `${label}: ${formatFigure(figure, last!.value)} el ${measurementDay(last!)}.`}
          </Typography.Text>
          <ProgressChart
            testId="measurement-chart"
            config={config}
            table={
              <table>
                <caption>{`${label} (${unit}) por fecha`}</caption>
                <thead>
                  <tr>
                    <th scope="col" style={tableCell}>Fecha</th>
                    <th scope="col" style={tableCell}>{label}</th>
                  </tr>
                </thead>
                <tbody>
                  {points.map((point, index) => (
                    <tr key={`${point.date}-${index}`}>
                      <th scope="row" style={tableCell}>{measurementDay(point)}</th>
                      <td style={tableCell}>{formatFigure(figure, point.value)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            }
          />
        </>
      )}
    </Flex>
  );
}
