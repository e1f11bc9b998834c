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

  it('write the value as the country does, as typed: no zeros added, no thousands signs, the text kept while typing', () => {
    const { result } = renderHook(() => ({ any: useDecimalInput(), weight: useDecimalInput({ decimals: 2 }) }));
    const shown = (value: number | string | undefined) => result.current.weight.formatter(value, { userTyping: false, input: '' });
    expect([shown('12.5'), shown(12.5), shown('80'), shown('1234.5'), shown(''), shown(undefined)]).toEqual(['12,5', '12,5', '80', '1234,5', '', '']);
    expect(result.current.weight.formatter('12.5', { userTyping: true, input: '12,50' })).toBe('12,50');
    expect(result.current.weight.precision).toBe(2);
    // Without a number of decimals, every one the value has (the field's own precision rounds it).
    expect(result.current.any.formatter('0.125', { userTyping: false, input: '' })).toBe('0,125');
    expect(result.current.any).not.toHaveProperty('precision');
    act(() => followBusinessCountry('MX'));
    expect(result.current.weight.formatter('12.5', { userTyping: false, input: '' })).toBe('12.5');
  });
});
