import { describe, expect, it } from 'vitest';
import { chartGeometry, formatBytes, niceCeiling } from './usage-figures';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1536, '1.5 KB'],
    [209_715_200, '200 MB'],
    [5 * 1024 ** 3, '5.0 GB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('niceCeiling', () => {
  it.each([
    [0, 1024],
    [800, 1000],
    [6.2 * 1024, 10 * 1024],
    [130 * 1024 * 1024, 200 * 1024 * 1024],
  ])('%d → %d', (value, ceiling) => {
    expect(niceCeiling(value)).toBe(ceiling);
    expect(formatBytes(niceCeiling(value))).not.toMatch(/\.[1-9]/);
  });
});

describe('chartGeometry', () => {
  it('spreads the days over the width and scales totals to a round ceiling', () => {
    const geometry = chartGeometry(
      [
        { date: '2025-03-01', totalBytes: 0 },
        { date: '2025-03-02', totalBytes: 400 },
        { date: '2025-03-03', totalBytes: 800 },
      ],
      200,
      100,
    );
    expect(geometry.max).toBe(1000);
    expect(geometry.line).toBe('0,100 100,60 200,20');
    expect(geometry.area).toBe('0,100 0,100 100,60 200,20 200,100');
  });

  it('draws an empty library flat on the bottom, and one day in the middle', () => {
    expect(chartGeometry([{ date: 'd', totalBytes: 0 }], 200, 100)).toMatchObject({
      line: '100,100',
      max: niceCeiling(0),
    });
    expect(chartGeometry([], 200, 100).line).toBe('');
  });
});
