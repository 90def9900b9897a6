import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// README promises Node 20.19; npm warns on install (EBADENGINE) for any locked package that asks for more.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const readJson = (file: string) =>
  JSON.parse(readFileSync(`${repoRoot}${file}`, 'utf8')) as Record<string, unknown>;

type Version = [number, number, number];

function parseVersion(text: string): Version {
  const [major = 0, minor = 0, patch = 0] = text
    .replace(/^v/, '')
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : 0));
  return [major, minor, patch];
}

const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether `version` satisfies one comparator of an engines range (`>=x`, `^x`, `x`, `x.*`, `*`). */
function satisfiesComparator(version: Version, comparator: string): boolean {
  if (comparator === '*' || comparator === 'x') {
    return true;
  }
  const match = /^(>=|<=|>|<|\^|~|=)?\s*(v?[\dx*.]+)$/.exec(comparator);
  if (!match) {
    throw new Error(`unknown engines comparator: ${comparator}`);
  }
  const [, op = '', raw = ''] = match;
  const parts = raw.replace(/^v/, '').split('.');
  const wild = parts.findIndex((part) => part === 'x' || part === '*');
  const bound = parseVersion(raw);
  const given = wild === -1 ? parts.length : wild;
  if (op === '>=') {
    return compare(version, bound) >= 0;
  }
  if (op === '>') {
    return compare(version, bound) > 0;
  }
  if (op === '<') {
    return compare(version, bound) < 0;
  }
  if (op === '<=') {
    return compare(version, bound) <= 0;
  }
  if (op === '^') {
    return version[0] === bound[0] && compare(version, bound) >= 0;
  }
  if (op === '~') {
    return version[0] === bound[0] && version[1] === bound[1] && compare(version, bound) >= 0;
  }
  // A bare (partial) version: every given part must match.
  return version.slice(0, given).every((part, i) => part === bound[i]);
}

function satisfiesRange(version: string, range: string): boolean {
  const v = parseVersion(version);
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => satisfiesComparator(v, comparator)),
  );
}

describe('Node engines', () => {
  const root = readJson('package.json') as { engines: { node: string } };
  const lowest = root.engines.node.replace(/^>=\s*/, '');

  it('reads engines ranges the way npm does', () => {
    expect(satisfiesRange('20.19.0', '>=22')).toBe(false);
    expect(satisfiesRange('20.19.0', '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfiesRange('20.19.0', '^18.18.0 || ^20.9.0 || >=21.1.0')).toBe(true);
    expect(satisfiesRange('20.19.0', '>=20.19.1')).toBe(false);
    expect(satisfiesRange('20.19.0', '6.* || 8.* || >= 10.*')).toBe(true);
    expect(satisfiesRange('20.19.0', '>=16 || 14 >=14.17')).toBe(true);
  });

  it('locks no package that wants a newer Node than the README promises (no engine warning on install)', () => {
    expect(lowest).toBe('20.19');
    const lock = readJson('package-lock.json') as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
    };
    const tooNew = Object.entries(lock.packages)
      .filter(([, entry]) => {
        const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return node !== undefined && !satisfiesRange(`${lowest}.0`, node);
      })
      .map(([name, entry]) => `${name}@${entry.version ?? ''}`);
    expect(tooNew).toEqual([]);
  });
});
