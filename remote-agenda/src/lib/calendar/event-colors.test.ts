import { eventColors } from '@coach/shared/contracts';
import { eventPalette } from './event-colors';

const channel = (hex: string, at: number) => {
  const value = parseInt(hex.slice(at, at + 2), 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('event colours', () => {
  it.each(['light', 'dark'] as const)('keep the text readable on every fill in the %s theme (WCAG AA, 4.5:1)', (theme) => {
    for (const color of eventColors) {
      const { background, text } = eventPalette(color, theme);
      expect({ color, ratio: contrast(background, text) >= 4.5 }).toEqual({ color, ratio: true });
    }
  });
});
