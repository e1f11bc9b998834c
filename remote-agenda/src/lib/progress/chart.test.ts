import { BasicPlatform, Chart, type ChartConfiguration } from 'chart.js';
import '@coach/shared/chart-canvas';
import { collapsedAxis, lineOverDays } from './chart';
import { dayNumber, shortDayOf } from './figures';

const token = { colorPrimary: '#2bacac', colorTextSecondary: '#999', colorBorderSecondary: '#333', fontFamily: 'sans-serif' } as Parameters<typeof lineOverDays>[0];

/** A 2D context that draws nothing: Chart.js lays out its scales (what is tested) without a real canvas. */
function fakeCanvas() {
  const context: Record<string | symbol, unknown> = {};
  const canvas = { width: 400, height: 220, style: {}, getContext: () => proxy };
  const proxy: unknown = new Proxy(context, {
    get: (target, key) => {
      if (key === 'canvas') return canvas;
      if (key === 'measureText') return (text: string) => ({ width: String(text).length * 6 });
      if (key in target) return target[key];
      return () => undefined;
    },
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  return canvas;
}

/** The chart's scales as Chart.js builds them from the config: their domain and the tick labels. */
function scalesOf(config: ChartConfiguration) {
  const chart = new Chart(fakeCanvas() as unknown as HTMLCanvasElement, {
    ...config,
    platform: BasicPlatform,
    options: { ...config.options, responsive: false, animation: false },
  } as ChartConfiguration);
  const read = (id: 'x' | 'y') => {
    const scale = chart.scales[id]!;
    return { min: scale.min, max: scale.max, labels: scale.ticks.map((tick) => String(tick.label)) };
  };
  const scales = { x: read('x'), y: read('y') };
  chart.destroy();
  return scales;
}

const kg = (value: number) => `${String(value).replace('.', ',')} kg`;

describe('a progress chart over days', () => {
  it('reads with one session: a week around its day, its day and its value the only ticks', () => {
    const { x, y } = scalesOf(lineOverDays(token, { label: 'Peso', points: [{ date: '2026-11-20', value: 70.2 }], format: kg }));
    expect([x.min, x.max]).toEqual([dayNumber('2026-11-17'), dayNumber('2026-11-23')]);
    expect(x.labels).toEqual(['20/11/26']);
    expect(y.min).toBeCloseTo(63.18);
    expect(y.max).toBeCloseTo(77.22);
    expect(y.labels).toEqual(['70,2 kg']);
  });

  it('keeps a plateau readable: every value the same is one tick in a padded domain', () => {
    const points = [
      { date: '2026-11-06', value: 10 },
      { date: '2026-11-13', value: 10 },
    ];
    const { x, y } = scalesOf(lineOverDays(token, { label: 'Mejor serie', points, format: (value) => `${value} rep.`, integer: true }));
    expect(x.min).toBe(dayNumber('2026-11-06'));
    expect(x.max).toBe(dayNumber('2026-11-13'));
    expect([y.min, y.max]).toEqual([9, 11]);
    expect(y.labels).toEqual(['10 rep.']);
  });

  it('ticks whole days and, for repetitions, whole numbers', () => {
    const points = [
      { date: '2026-11-20', value: 8 },
      { date: '2026-11-22', value: 9 },
    ];
    const { x, y } = scalesOf(lineOverDays(token, { label: 'Mejor serie', points, format: (value) => `${value} rep.`, integer: true }));
    expect(new Set(x.labels).size).toBe(x.labels.length);
    expect(x.labels).toEqual(['20/11/26', '21/11/26', '22/11/26']);
    expect(y.labels.every((label) => /^\d+ rep\.$/.test(label))).toBe(true);
  });

  it('leaves values that differ to Chart.js, and pads a 0 by 1', () => {
    expect(collapsedAxis([70, 71], () => 1)).toBeNull();
    expect(collapsedAxis([], () => 1)).toBeNull();
    expect(shortDayOf(dayNumber('2026-11-20'))).toBe('20/11/26');
    const { y } = scalesOf(lineOverDays(token, { label: 'Peso', points: [{ date: '2026-11-20', value: 0 }], format: kg }));
    expect([y.min, y.max]).toEqual([-1, 1]);
  });
});
