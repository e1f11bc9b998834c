import antdTheme from 'antd/es/theme';
import { accessibleTheme } from './accessible-colors';
import type { ResolvedTheme } from './theme-store';

type Tokens = Record<string, unknown>;

const channel = (value: number) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => channel(parseInt(digits.slice(i, i + 2), 16) / 255)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
/** WCAG 2 contrast ratio of two opaque #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The tokens a screen gets in this theme, and the Tag's own overrides on top. */
function tokensOf(resolved: ResolvedTheme) {
  const { token, components } = accessibleTheme(resolved);
  const algorithm = resolved === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
  const global = antdTheme.getDesignToken({ algorithm, token }) as unknown as Tokens;
  const tag = { ...global, ...(components?.Tag as Tokens | undefined) };
  return { global, tag };
}
const hex = (tokens: Tokens, name: string) => {
  const value = tokens[name];
  if (typeof value !== 'string' || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name} is not an opaque colour: ${String(value)}`);
  return value;
};

describe('light theme contrast (WCAG AA, 4.5:1 for text)', () => {
  const { global, tag } = tokensOf('light');

  // "Pago parcial" (warning, gold), "Pendiente" (orange, processing), "Pagado" (success): text on the tag's own background.
  it.each([
    ['warning', 'colorWarning', 'colorWarningBg'],
    ['processing', 'colorInfo', 'colorInfoBg'],
    ['success', 'colorSuccess', 'colorSuccessBg'],
    ['error', 'colorError', 'colorErrorBg'],
    ['gold', 'gold7', 'gold1'],
    ['orange', 'orange7', 'orange1'],
    ['cyan', 'cyan7', 'cyan1'],
  ])('a %s tag reads at 4.5:1 or more', (_name, text, background) => {
    expect(contrast(hex(tag, text), hex(global, background))).toBeGreaterThanOrEqual(4.5);
  });

  it("the dashboard's green trend (colorSuccessText) reads at 4.5:1 or more on a card", () => {
    expect(contrast(hex(global, 'colorSuccessText'), hex(global, 'colorBgContainer'))).toBeGreaterThanOrEqual(4.5);
  });
});
