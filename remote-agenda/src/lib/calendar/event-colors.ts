import type { EventColor } from '@coach/shared/contracts';
import type { ResolvedTheme } from '@coach/shared';

export interface EventPalette {
  background: string;
  border: string;
  text: string;
}

/*
 * Each colour, per theme, from antd's palettes: light theme a pale fill (shade 2), the strong line
 * (shade 6) and near-black text of the same hue (shade 10); dark theme a deep fill (shade 9) with pale
 * text (shade 2) and a bright line (shade 5). Every text/fill pair stays above 7:1 (event-colors.test.ts
 * checks 4.5:1, WCAG AA), and the hue still tells the colours apart.
 */
const palettes: Record<ResolvedTheme, Record<EventColor, EventPalette>> = {
  light: {
    red: { background: '#ffccc7', border: '#f5222d', text: '#5c0011' },
    blue: { background: '#bae0ff', border: '#1677ff', text: '#001d66' },
    green: { background: '#d9f7be', border: '#52c41a', text: '#092b00' },
    yellow: { background: '#ffffb8', border: '#d4b106', text: '#614700' },
    purple: { background: '#efdbff', border: '#722ed1', text: '#120338' },
    pink: { background: '#ffd6e7', border: '#eb2f96', text: '#520339' },
    orange: { background: '#ffe7ba', border: '#fa8c16', text: '#612500' },
    teal: { background: '#b5f5ec', border: '#13c2c2', text: '#002329' },
  },
  dark: {
    red: { background: '#820014', border: '#ff4d4f', text: '#ffccc7' },
    blue: { background: '#002c8c', border: '#4096ff', text: '#bae0ff' },
    green: { background: '#135200', border: '#73d13d', text: '#d9f7be' },
    yellow: { background: '#614700', border: '#ffec3d', text: '#ffffb8' },
    purple: { background: '#22075e', border: '#9254de', text: '#efdbff' },
    pink: { background: '#780650', border: '#f759ab', text: '#ffd6e7' },
    orange: { background: '#873800', border: '#ffa940', text: '#ffe7ba' },
    teal: { background: '#00474f', border: '#36cfc9', text: '#b5f5ec' },
  },
};

/** The CSS colours of an event colour in the current theme. */
export const eventPalette = (color: EventColor, theme: ResolvedTheme): EventPalette => palettes[theme][color];
