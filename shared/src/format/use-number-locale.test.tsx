import { act, renderHook } from '@testing-library/react';
import { followBusinessCountry } from './numbers';
import { useDecimalInput, useNumberLocale } from './use-number-locale';

afterEach(() => {
  followBusinessCountry('AR');
  localStorage.clear();
});

describe('useNumberLocale and useDecimalInput', () => {
  it("follow the business's country as it changes", () => {
    const { result } = renderHook(() => ({ locale: useNumberLocale(), input: useDecimalInput() }));
    expect(result.current.locale).toBe('es-AR');
    expect(result.current.input.decimalSeparator).toBe(',');
    act(() => followBusinessCountry('MX'));
    expect(result.current.locale).toBe('es-MX');
    expect(result.current.input.decimalSeparator).toBe('.');
  });

  it('read a comma or a point as the decimal sign in every country, and an empty field as empty', () => {
    for (const country of ['AR', 'MX']) {
      followBusinessCountry(country);
      const { parser } = renderHook(() => useDecimalInput()).result.current;
      // rc-input-number reads the parser's answer as a decimal string.
      expect([parser('72,5'), parser('72.5'), parser(' 80 '), parser(''), parser(undefined)].map(String)).toEqual(['72.5', '72.5', '80', '', '']);
    }
  });
});
