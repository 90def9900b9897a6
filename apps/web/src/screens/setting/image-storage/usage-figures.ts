/** Byte counts as Korean UI shows them: 1 decimal from KB up, binary units (what file managers show). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) {
    return `${Math.max(0, Math.round(bytes || 0))} B`;
  }
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

export type UsagePoint = { date: string; totalBytes: number };
export type ChartGeometry = {
  /** SVG polyline points of the stored total, left (oldest) to right (today). */
  line: string;
  /** The same line closed along the bottom, for the filled area. */
  area: string;
  /** The value of the top grid line (a round figure at or above the largest total). */
  max: number;
};

/**
 * A round ceiling for the axis in the unit formatBytes shows (B, KB, MB … of 1024): 1, 2 or 5 times a
 * power of ten of that unit, so the label reads "10.0 KB", never "9.8 KB". Never 0.
 */
export function niceCeiling(value: number): number {
  if (value <= 0) {
    return 1024;
  }
  let unit = 1;
  while (value >= unit * 1024 && unit < 1024 ** 4) {
    unit *= 1024;
  }
  const mantissa = value / unit;
  const base = 10 ** Math.floor(Math.log10(mantissa));
  const step = [1, 2, 5, 10].find((factor) => factor * base >= mantissa) ?? 10;
  return step * base * unit;
}

/** Where the series lands in a `width` × `height` box (y grows downwards, as in SVG). */
export function chartGeometry(points: readonly UsagePoint[], width: number, height: number): ChartGeometry {
  const max = niceCeiling(Math.max(0, ...points.map((point) => point.totalBytes)));
  const stepX = points.length > 1 ? width / (points.length - 1) : 0;
  const coordinates = points.map((point, index) => {
    const x = points.length > 1 ? index * stepX : width / 2;
    const y = height - (point.totalBytes / max) * height;
    return `${round(x)},${round(y)}`;
  });
  const line = coordinates.join(' ');
  const area = coordinates.length
    ? `${round(points.length > 1 ? 0 : width / 2)},${height} ${line} ${round(points.length > 1 ? width : width / 2)},${height}`
    : '';
  return { line, area, max };
}

const round = (value: number) => Math.round(value * 10) / 10;
