import type { MapToken, SeedToken } from 'antd/es/theme/interface';
import antdTheme from 'antd/es/theme';
import { accessibleTheme } from './accessible-colors';
import type { ResolvedTheme } from './theme-store';

type Algorithm = (seed: SeedToken, map?: MapToken) => MapToken;

/** A seed's identity: its tokens, whatever their order. */
const seedKey = (seed: SeedToken) =>
  Object.keys(seed)
    .sort()
    .map((key) => `${key}:${String(seed[key as keyof SeedToken])}`)
    .join(';');

/**
 * antd's algorithm, remembering what it derived for each seed. antd derives the theme's colours (tints,
 * shades, neutrals) on the first render, inside the first component that reads the theme: ~8 ms of a
 * laptop's CPU for the dark theme, a single piece of work the render cannot split. prepareTheme() runs
 * it beforehand, in a task of its own; the render then finds its answer. At most one seed per theme and
 * accent: a couple of entries.
 */
function remembering(algorithm: Algorithm): Algorithm {
  const derived = new Map<string, MapToken>();
  return (seed, map) => {
    if (map) return algorithm(seed, map);
    const key = seedKey(seed);
    let tokens = derived.get(key);
    if (!tokens) {
      tokens = algorithm(seed);
      derived.set(key, tokens);
    }
    return tokens;
  };
}

/** The algorithms AppThemeProvider gives antd, one per theme. */
export const themeAlgorithms: Record<ResolvedTheme, Algorithm> = {
  light: remembering(antdTheme.defaultAlgorithm),
  dark: remembering(antdTheme.darkAlgorithm),
};

/** The seed antd derives the theme from: its own defaults under the app's tokens (ConfigProvider's merge). */
export const themeSeed = (theme: ResolvedTheme): SeedToken => ({ ...antdTheme.defaultSeed, ...accessibleTheme(theme).token });

/** Derives the theme's colours now (see `remembering`): a host's start calls it before its first render. */
export function prepareTheme(theme: ResolvedTheme): void {
  themeAlgorithms[theme](themeSeed(theme));
}
