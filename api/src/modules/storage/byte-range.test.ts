import { parseRangeHeader, RangeNotSatisfiableError, resolveRange } from './byte-range';

describe('parseRangeHeader', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100 }],
    ['bytes=-500', { suffix: 500 }],
    ['bytes=5-5', { start: 5, end: 5 }],
    ['bytes = 1 - 2', { start: 1, end: 2 }],
  ])('%p is one range', (header, expected) => {
    expect(parseRangeHeader(header)).toEqual(expected);
  });

  it.each([undefined, '', 'bytes=', 'bytes=-', 'bytes=5-2', 'bytes=0-1,4-5', 'items=0-1', 'bytes=a-b', 'bytes=1-2-3', `bytes=${'9'.repeat(20)}-`])(
    '%p is ignored (the whole file is served)',
    (header) => {
      expect(parseRangeHeader(header)).toBeUndefined();
    },
  );
});

describe('resolveRange', () => {
  it('clamps the end to the file and reads a suffix from the end', () => {
    expect(resolveRange({ start: 0, end: 99 }, 10)).toEqual({ start: 0, end: 9 });
    expect(resolveRange({ start: 3 }, 10)).toEqual({ start: 3, end: 9 });
    expect(resolveRange({ suffix: 4 }, 10)).toEqual({ start: 6, end: 9 });
    expect(resolveRange({ suffix: 40 }, 10)).toEqual({ start: 0, end: 9 });
  });

  it('refuses a start past the end, an empty suffix, and any range of an empty file', () => {
    for (const [request, size] of [
      [{ start: 10 }, 10],
      [{ start: 10, end: 20 }, 10],
      [{ suffix: 0 }, 10],
      [{ suffix: 5 }, 0],
      [{ start: 0 }, 0],
    ] as const) {
      expect(() => resolveRange(request, size)).toThrow(RangeNotSatisfiableError);
    }
  });
});
