import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CREDENTIALS } from '../src/index';

const repoFile = (file: string) =>
  readFileSync(fileURLToPath(new URL(`../../../${file}`, import.meta.url)), 'utf8');

describe('the sandbox as documented', () => {
  it('gives the Taobao session the emulator accepts, in the README and in the sandbox output', () => {
    const cookie = DEFAULT_CREDENTIALS.taobao.sessionCookie;
    expect(repoFile('README.md')).toContain(cookie);
    expect(repoFile('scripts/sandbox.mjs')).toContain(cookie);
  });

  it('documents the emulator port variable the sandbox and the emulator read', () => {
    expect(repoFile('README.md')).toMatch(/\| `EMULATOR_PORT` \| `4010` \|/);
    expect(repoFile('scripts/sandbox.mjs')).toContain('process.env.EMULATOR_PORT');
    expect(repoFile('packages/emulators/src/cli.ts')).toContain('process.env.EMULATOR_PORT');
  });
});
