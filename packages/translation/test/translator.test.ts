import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pseudoTranslate, startEmulator } from '@sellerdesk/emulators';
import type { Emulator } from '@sellerdesk/emulators';
import { fetchFetcher } from '@sellerdesk/outbound';
import type { Fetcher } from '@sellerdesk/outbound';
import { makeBatches, needsTranslation, splitLongText } from '../src/batching';
import { createTranslator } from '../src/factory';
import { TranslationError } from '../src/port';
import type { TranslationErrorKind, Translator } from '../src/port';

let emulator: Emulator;
const fetcher: Fetcher = fetchFetcher();

beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator.close();
});
beforeEach(() => emulator.reset());

function papago(key = emulator.credentials.papago.key): Translator {
  return createTranslator({
    provider: 'papago',
    fetcher,
    papagoKeyId: emulator.credentials.papago.keyId,
    papagoKey: key,
    baseUrl: emulator.baseUrls.papago,
  });
}
function deepl(key = emulator.credentials.deepl.proKey, baseUrl = emulator.baseUrls.deepl): Translator {
  return createTranslator({ provider: 'deepl', fetcher, deeplAuthKey: key, baseUrl });
}
function google(key = emulator.credentials.google.apiKey): Translator {
  return createTranslator({
    provider: 'google',
    fetcher,
    googleApiKey: key,
    baseUrl: emulator.baseUrls.google,
  });
}

async function translationError(
  action: () => Promise<unknown>,
  kind: TranslationErrorKind,
): Promise<TranslationError> {
  const error = await action().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TranslationError);
  expect((error as TranslationError).kind).toBe(kind);
  expect((error as TranslationError).message).toMatch(/[가-힣]/);
  return error as TranslationError;
}

const TITLES = ['狼蛛F3287无线蓝牙机械键盘', '黑色', ' 白色 ', '黑色', 'XL', '12345', '블랙', '', '尺码'];

describe.each([
  ['papago', () => papago()],
  ['deepl', () => deepl()],
  ['google', () => google()],
] as const)('%s', (provider, make) => {
  it('translates Chinese, keeps codes, numbers and Korean, sends each distinct text once', async () => {
    const result = await make().translate(TITLES);
    expect(result.provider).toBe(provider);
    expect(result.needsTranslation).toBe(false);
    expect(result.texts).toEqual([
      pseudoTranslate('狼蛛F3287无线蓝牙机械键盘'),
      '블랙',
      ' 화이트 ',
      '블랙',
      'XL',
      '12345',
      '블랙',
      '',
      '사이즈',
    ]);
    expect(result.sentCount).toBe(4);
    const stats = emulator.stats();
    // Papago gets the four texts joined by three line breaks in one call.
    const separators = provider === 'papago' ? 3 : 0;
    expect(stats.translatedCharacters[provider]).toBe(
      '狼蛛F3287无线蓝牙机械键盘'.length + 2 + 2 + 2 + separators,
    );
    expect(stats.translationBatches[provider]).toEqual([4]);
  });
});

describe('batching per provider limits', () => {
  const many = Array.from({ length: 130 }, (_, i) => `商品${i}号`);

  it('joins short texts into one Papago call and splits the answer back', async () => {
    const result = await papago().translate(many.slice(0, 40));
    expect(result.texts).toEqual(many.slice(0, 40).map(pseudoTranslate));
    expect(emulator.stats().translationBatches.papago).toEqual([40]);
  });

  it('keeps DeepL requests at 50 texts and Google requests at 128 segments', async () => {
    await deepl().translate(many);
    expect(emulator.stats().translationBatches.deepl).toEqual([50, 50, 30]);
    await google().translate(many);
    expect(emulator.stats().translationBatches.google).toEqual([128, 2]);
  });

  it('splits a text longer than Papago allows into several calls', async () => {
    const long = `${'纯棉面料舒适透气。'.repeat(700)}`;
    expect(long.length).toBeGreaterThan(6000);
    const result = await papago().translate([long]);
    expect(result.texts[0]).toBe(pseudoTranslate(long));
    expect(emulator.stats().translationBatches.papago.length).toBe(2);
  });
});

describe('errors', () => {
  it('maps authentication failures to permanent errors', async () => {
    expect((await translationError(() => papago('wrong').translate(['黑色']), 'auth')).transient).toBe(false);
    await translationError(() => deepl('wrong-key').translate(['黑色']), 'auth');
    await translationError(() => google('AIzaWrong').translate(['黑色']), 'auth');
    // A free key on the Pro host is refused by DeepL with 403 as well.
    const wrongHost = await translationError(
      () => deepl(emulator.credentials.deepl.freeKey).translate(['黑色']),
      'auth',
    );
    expect(wrongHost.detail).toContain('Wrong endpoint');
  });

  it('maps quotas to permanent and rate limits and outages to transient errors', async () => {
    emulator.force('papago', 'quota');
    expect((await translationError(() => papago().translate(['黑色']), 'quota')).transient).toBe(false);
    emulator.force('papago', 'rate-limited');
    expect((await translationError(() => papago().translate(['黑色']), 'rate_limited')).transient).toBe(true);
    emulator.force('deepl', 'quota');
    await translationError(() => deepl().translate(['黑色']), 'quota');
    emulator.force('deepl', 'unavailable');
    expect((await translationError(() => deepl().translate(['黑色']), 'unavailable')).transient).toBe(true);
    emulator.force('google', 'rate-limited');
    expect((await translationError(() => google().translate(['黑色']), 'rate_limited')).transient).toBe(true);
  });

  it('maps connection failures to transient network errors', async () => {
    const offline = createTranslator({
      provider: 'google',
      fetcher,
      googleApiKey: 'k',
      baseUrl: 'http://127.0.0.1:9',
    });
    expect((await translationError(() => offline.translate(['黑色']), 'network')).transient).toBe(true);
  });

  it('refuses empty keys at configuration time', () => {
    expect(() =>
      createTranslator({ provider: 'papago', fetcher, papagoKeyId: 'id', papagoKey: ' ' }),
    ).toThrow(expect.objectContaining({ kind: 'config' }) as Error);
  });
});

describe('configuration', () => {
  it('sends free DeepL keys to the free host unless a base URL is given', async () => {
    const seen: string[] = [];
    const recording: Fetcher = (url) => {
      seen.push(url);
      return Promise.resolve({ status: 503, headers: {}, text: () => '', bytes: () => new Uint8Array() });
    };
    await createTranslator({ provider: 'deepl', fetcher: recording, deeplAuthKey: 'abc:fx' })
      .translate(['黑色'])
      .catch(() => undefined);
    await createTranslator({ provider: 'deepl', fetcher: recording, deeplAuthKey: 'abc' })
      .translate(['黑色'])
      .catch(() => undefined);
    expect(seen).toEqual(['https://api-free.deepl.com/v2/translate', 'https://api.deepl.com/v2/translate']);
    const free = await deepl(emulator.credentials.deepl.freeKey, emulator.baseUrls.deeplFree).translate([
      '黑色',
    ]);
    expect(free.texts).toEqual(['블랙']);
  });

  it("'none' keeps the source text and says translation is still needed", async () => {
    const none = createTranslator({ provider: 'none' });
    expect(await none.translate(['黑色', '블랙'])).toEqual({
      texts: ['黑色', '블랙'],
      provider: 'none',
      needsTranslation: true,
      sentCount: 0,
    });
    expect((await none.translate(['블랙', 'XL'])).needsTranslation).toBe(false);
  });
});

describe('helpers', () => {
  it('decides what needs translating', () => {
    expect(needsTranslation('黑色')).toBe(true);
    expect(needsTranslation('XL-2024')).toBe(false);
    expect(needsTranslation('블랙')).toBe(false);
    expect(needsTranslation('cotton shirt', 'en')).toBe(true);
    expect(needsTranslation('F3287', 'en')).toBe(false);
  });

  it('batches within both limits and splits at sentence ends', () => {
    expect(makeBatches(['aa', 'bb', 'cc', 'dd'], { maxTexts: 3, maxChars: 5 })).toEqual([
      ['aa', 'bb'],
      ['cc', 'dd'],
    ]);
    const pieces = splitLongText('一二三。四五六。七八九', 5);
    expect(pieces.join('')).toBe('一二三。四五六。七八九');
    expect(pieces.every((p) => p.length <= 5)).toBe(true);
    expect(pieces[0]).toBe('一二三。');
  });
});
