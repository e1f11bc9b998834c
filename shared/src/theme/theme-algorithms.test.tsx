import { render } from '@testing-library/react';
import antdTheme from 'antd/es/theme';
import { AppThemeProvider } from './app-theme-provider';
import { prepareTheme, themeAlgorithms, themeSeed } from './theme-algorithms';
import { useTheme, type ResolvedTheme } from './theme-store';

describe.each<ResolvedTheme>(['dark', 'light'])('the %s theme', (theme) => {
  afterEach(() => jest.restoreAllMocks());

  it('is derived by antd from the seed prepareTheme derives beforehand', () => {
    useTheme.setState({ resolved: theme });
    const algorithm = jest.spyOn(themeAlgorithms, theme);
    render(
      <AppThemeProvider>
        <span>Hoy</span>
      </AppThemeProvider>,
    );
    expect(algorithm).toHaveBeenCalled();
    for (const [seed] of algorithm.mock.calls) expect(seed).toEqual(themeSeed(theme));
  });

  it("gives antd's own answer, computed once per seed", () => {
    const own = theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
    prepareTheme(theme);
    const first = themeAlgorithms[theme](themeSeed(theme));
    expect(first).toEqual(own(themeSeed(theme)));
    // Another object with the same tokens, in another order, is the same seed.
    const reordered = Object.fromEntries(Object.entries(themeSeed(theme)).reverse()) as ReturnType<typeof themeSeed>;
    expect(themeAlgorithms[theme](reordered)).toBe(first);
  });
});
