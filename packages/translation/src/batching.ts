import type { Fetcher } from '@sellerdesk/outbound';
import { TranslationError } from './port';
import type {
  SourceLanguage,
  TranslateOptions,
  TranslationProviderName,
  TranslationResult,
  Translator,
} from './port';

const HAN = /\p{Script=Han}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const LATIN_WORD = /[A-Za-z]{2,}/;
const HANGUL = /\p{Script=Hangul}/u;

/**
 * Whether a text has anything to translate. Numbers, sizes, model codes and Korean stay as they are
 * and are never sent (they cost money and engines sometimes "translate" codes).
 */
export function needsTranslation(text: string, source: SourceLanguage = 'zh'): boolean {
  if (source === 'zh') {
    return HAN.test(text);
  }
  if (source === 'ja') {
    return HAN.test(text) || KANA.test(text);
  }
  return LATIN_WORD.test(text) && !HANGUL.test(text) && !/^[A-Z0-9][A-Z0-9\-_.\s/]*$/.test(text.trim());
}

/** Splits a text longer than `max` at sentence or line ends (hard cut as a last resort). */
export function splitLongText(text: string, max: number): string[] {
  if (text.length <= max) {
    return [text];
  }
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    const cut = Math.max(
      window.lastIndexOf('\n'),
      window.lastIndexOf('。'),
      window.lastIndexOf('. '),
      window.lastIndexOf('！'),
      window.lastIndexOf('？'),
    );
    const at = cut > max / 2 ? cut + 1 : max;
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  if (rest) {
    pieces.push(rest);
  }
  return pieces;
}

export type BatchLimits = { maxTexts: number; maxChars: number };

/** Groups texts into batches within both limits, keeping order. */
export function makeBatches(texts: readonly string[], limits: BatchLimits): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const text of texts) {
    if (current.length && (current.length >= limits.maxTexts || chars + text.length > limits.maxChars)) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(text);
    chars += text.length;
  }
  if (current.length) {
    batches.push(current);
  }
  return batches;
}

/**
 * The shared algorithm of every provider: skip what needs no translation, send each distinct text once
 * (trimmed, surrounding whitespace restored after), split very long texts, batch within the provider's
 * limits, and put the results back in input order.
 */
export abstract class BatchingTranslator implements Translator {
  abstract readonly provider: TranslationProviderName;
  protected abstract readonly limits: BatchLimits;
  protected abstract translateBatch(texts: string[], source: SourceLanguage): Promise<string[]>;

  constructor(protected readonly fetcher: Fetcher) {}

  async translate(texts: readonly string[], options: TranslateOptions = {}): Promise<TranslationResult> {
    const source = options.source ?? 'zh';
    const unique = new Map<string, string>();
    for (const text of texts) {
      const core = text.trim();
      if (core && needsTranslation(core, source)) {
        unique.set(core, core);
      }
    }
    const pieces: { core: string; parts: string[] }[] = [...unique.keys()].map((core) => ({
      core,
      parts: splitLongText(core, this.limits.maxChars),
    }));
    const flat = pieces.flatMap((p) => p.parts);
    const translatedParts: string[] = [];
    for (const batch of makeBatches(flat, this.limits)) {
      const result = await this.translateBatch(batch, source);
      if (result.length !== batch.length) {
        throw new TranslationError(
          'invalid_response',
          this.provider,
          `sent ${batch.length} texts, got ${result.length}`,
        );
      }
      translatedParts.push(...result);
    }
    let offset = 0;
    for (const piece of pieces) {
      unique.set(piece.core, translatedParts.slice(offset, offset + piece.parts.length).join(''));
      offset += piece.parts.length;
    }
    return {
      texts: texts.map((text) => {
        const core = text.trim();
        const translated = unique.get(core);
        if (translated === undefined || !core) {
          return text;
        }
        const start = text.indexOf(core);
        return text.slice(0, start) + translated + text.slice(start + core.length);
      }),
      provider: this.provider,
      needsTranslation: false,
      sentCount: unique.size,
    };
  }
}

/** What 'none' does: keep the source text and say that it still needs translating. */
export class NoTranslator implements Translator {
  readonly provider = 'none' as const;
  translate(texts: readonly string[], options: TranslateOptions = {}): Promise<TranslationResult> {
    const source = options.source ?? 'zh';
    return Promise.resolve({
      texts: [...texts],
      provider: 'none',
      needsTranslation: texts.some((t) => needsTranslation(t, source)),
      sentCount: 0,
    });
  }
}
