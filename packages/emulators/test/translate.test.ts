import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../src/emulator';
import type { Emulator } from '../src/emulator';
import { DEFAULT_CREDENTIALS } from '../src/server/state';
import { pseudoTranslate, pseudoTranslateHtml } from '../src/translate/pseudo';

/** The translation emulators check auth, fields and limits, and answer each provider's own shapes. */
let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator.close();
});
beforeEach(() => emulator.reset());

async function call(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json() };
}

describe('pseudo translation', () => {
  it('is deterministic, leaves no Chinese and keeps digits, codes and line breaks', () => {
    const text = '狼蛛F3287无线蓝牙机械键盘87键\n黑色 XL';
    const translated = pseudoTranslate(text);
    expect(translated).toBe(pseudoTranslate(text));
    expect(translated).not.toMatch(/\p{Script=Han}/u);
    expect(translated).toContain('F3287');
    expect(translated).toContain('무선');
    expect(translated.split('\n')).toHaveLength(2);
    expect(translated.endsWith('블랙 XL')).toBe(true);
    expect(pseudoTranslate('齁')).not.toBe('齁');
    expect(pseudoTranslateHtml('<p class="颜色">黑色</p>')).toBe('<p class="颜色">블랙</p>');
  });
});

describe('Papago NMT', () => {
  const url = () => `${emulator.baseUrls.papago}/nmt/v1/translation`;
  // Built while tests are collected, before the emulator starts: its default credentials.
  const headers = (id = DEFAULT_CREDENTIALS.papago.keyId, key = DEFAULT_CREDENTIALS.papago.key) => ({
    'X-NCP-APIGW-API-KEY-ID': id,
    'X-NCP-APIGW-API-KEY': key,
    'Content-Type': 'application/json',
  });

  it('translates with the NCP response envelope', async () => {
    const result = await call(url(), {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ source: 'zh-CN', target: 'ko', text: '黑色' }),
    });
    expect(result).toEqual({
      status: 200,
      body: {
        message: {
          '@type': 'response',
          '@service': 'naverservice.nmt.proxy',
          '@version': '1.0.0',
          result: { srcLangType: 'zh-CN', tarLangType: 'ko', translatedText: '블랙', engineType: 'N2MT' },
        },
      },
    });
  });

  it('accepts form bodies too', async () => {
    const result = await call(url(), {
      method: 'POST',
      headers: { ...headers(), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ source: 'zh-CN', target: 'ko', text: '白色' }).toString(),
    });
    expect(result.status).toBe(200);
  });

  it.each([
    ['a wrong secret', headers(undefined, 'nope'), { source: 'zh-CN', target: 'ko', text: 'a' }, 401, '200'],
    ['no source', headers(), { target: 'ko', text: 'a' }, 400, 'N2MT01'],
    ['an unknown source', headers(), { source: 'xx', target: 'ko', text: 'a' }, 400, 'N2MT02'],
    ['no target', headers(), { source: 'zh-CN', text: 'a' }, 400, 'N2MT03'],
    ['the same languages', headers(), { source: 'ko', target: 'ko', text: 'a' }, 400, 'N2MT05'],
    ['no text', headers(), { source: 'zh-CN', target: 'ko', text: '' }, 400, 'N2MT07'],
    [
      'text over 5,000 characters',
      headers(),
      { source: 'zh-CN', target: 'ko', text: '字'.repeat(5001) },
      400,
      'N2MT08',
    ],
  ])('refuses %s', async (_name, requestHeaders, body, status, errorCode) => {
    const result = await call(url(), { method: 'POST', headers: requestHeaders, body: JSON.stringify(body) });
    expect(result.status).toBe(status);
    expect(result.body).toMatchObject({ error: { errorCode } });
  });

  it('answers quota and rate limits on demand', async () => {
    emulator.force('papago', 'quota');
    emulator.force('papago', 'rate-limited');
    const body = JSON.stringify({ source: 'zh-CN', target: 'ko', text: 'a' });
    expect(await call(url(), { method: 'POST', headers: headers(), body })).toEqual({
      status: 429,
      body: { error: { errorCode: '400', message: 'Quota Exceeded' } },
    });
    expect((await call(url(), { method: 'POST', headers: headers(), body })).body).toMatchObject({
      error: { errorCode: '420' },
    });
  });
});

describe('DeepL', () => {
  const body = JSON.stringify({ text: ['黑色', '尺码'], target_lang: 'KO', source_lang: 'ZH' });
  const auth = (key: string) => ({
    Authorization: `DeepL-Auth-Key ${key}`,
    'Content-Type': 'application/json',
  });

  it('translates a list with the pro key on the pro host and the free key on the free host', async () => {
    const pro = await call(`${emulator.baseUrls.deepl}/v2/translate`, {
      method: 'POST',
      headers: auth(emulator.credentials.deepl.proKey),
      body,
    });
    expect(pro).toEqual({
      status: 200,
      body: {
        translations: [
          { detected_source_language: 'ZH', text: '블랙' },
          { detected_source_language: 'ZH', text: '사이즈' },
        ],
      },
    });
    const free = await call(`${emulator.baseUrls.deeplFree}/v2/translate`, {
      method: 'POST',
      headers: auth(emulator.credentials.deepl.freeKey),
      body,
    });
    expect(free.status).toBe(200);
  });

  it('refuses missing or unknown keys, legacy auth and keys on the wrong host', async () => {
    const url = `${emulator.baseUrls.deepl}/v2/translate`;
    expect(
      (await call(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })).status,
    ).toBe(403);
    expect((await call(url, { method: 'POST', headers: auth('unknown'), body })).status).toBe(403);
    expect(
      (await call(`${url}?auth_key=${emulator.credentials.deepl.proKey}`, { method: 'POST', body })).body,
    ).toMatchObject({
      message: expect.stringContaining('Legacy authentication') as string,
    });
    expect(
      await call(url, { method: 'POST', headers: auth(emulator.credentials.deepl.freeKey), body }),
    ).toEqual({
      status: 403,
      body: { message: 'Wrong endpoint. Use https://api-free.deepl.com' },
    });
  });

  it('checks fields and limits', async () => {
    const url = `${emulator.baseUrls.deepl}/v2/translate`;
    const headers = auth(emulator.credentials.deepl.proKey);
    const send = (value: unknown) => call(url, { method: 'POST', headers, body: JSON.stringify(value) });
    expect((await send({ target_lang: 'KO' })).body).toEqual({ message: "Parameter 'text' not specified." });
    expect((await send({ text: ['a'] })).body).toEqual({ message: "Parameter 'target_lang' not specified." });
    expect((await send({ text: ['a'], target_lang: 'XX' })).status).toBe(400);
    expect((await send({ text: Array.from({ length: 51 }, () => 'a'), target_lang: 'KO' })).status).toBe(400);
    expect((await send({ text: ['字'.repeat(50_000)], target_lang: 'KO' })).status).toBe(413);
    emulator.force('deepl', 'quota');
    expect((await send({ text: ['a'], target_lang: 'KO' })).status).toBe(456);
  });
});

describe('Google Cloud Translation v2', () => {
  const url = (key?: string) =>
    `${emulator.baseUrls.google}/language/translate/v2${key ? `?key=${key}` : ''}`;
  const form = (fields: [string, string][]) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

  it('translates repeated q fields in order', async () => {
    const result = await call(
      url(emulator.credentials.google.apiKey),
      form([
        ['q', '黑色'],
        ['q', '白色'],
        ['source', 'zh-CN'],
        ['target', 'ko'],
        ['format', 'text'],
      ]),
    );
    expect(result).toEqual({
      status: 200,
      body: { data: { translations: [{ translatedText: '블랙' }, { translatedText: '화이트' }] } },
    });
  });

  it('refuses a missing or invalid key with Google error bodies', async () => {
    const fields: [string, string][] = [
      ['q', 'a'],
      ['target', 'ko'],
    ];
    expect(await call(url(), form(fields))).toMatchObject({
      status: 403,
      body: { error: { code: 403, status: 'PERMISSION_DENIED' } },
    });
    expect(await call(url('AIzaWrong'), form(fields))).toMatchObject({
      status: 400,
      body: {
        error: {
          message: 'API key not valid. Please pass a valid API key.',
          details: [{ reason: 'API_KEY_INVALID' }],
        },
      },
    });
  });

  it('checks fields and limits', async () => {
    const key = emulator.credentials.google.apiKey;
    expect(await call(url(key), form([['target', 'ko']]))).toMatchObject({
      status: 400,
      body: { error: { message: 'Required Text' } },
    });
    expect(await call(url(key), form([['q', 'a']]))).toMatchObject({
      status: 400,
      body: { error: { message: 'Required Target' } },
    });
    const many = Array.from({ length: 129 }, (): [string, string] => ['q', 'a']);
    expect(await call(url(key), form([...many, ['target', 'ko']]))).toMatchObject({
      status: 400,
      body: { error: { message: 'Too many text segments' } },
    });
    expect(
      await call(
        url(key),
        form([
          ['q', 'a'],
          ['target', 'ko'],
          ['format', 'pdf'],
        ]),
      ),
    ).toMatchObject({ status: 400 });
    emulator.force('google', 'rate-limited');
    expect(
      await call(
        url(key),
        form([
          ['q', 'a'],
          ['target', 'ko'],
        ]),
      ),
    ).toMatchObject({ status: 429, body: { error: { status: 'RESOURCE_EXHAUSTED' } } });
  });
});
