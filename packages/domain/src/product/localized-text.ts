import { z } from '../zod';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../constants';

/**
 * Text kept per language, so the source text stays beside its Korean edit: a Taobao title is
 * `[{ language: 'zh', text: '连衣裙' }, { language: 'ko', text: '원피스' }]`. Re-translation reads the
 * source entry; "reset to source" drops or rewrites the Korean one.
 */
export const ContentLanguageSchema = z.enum(CONTENT_LANGUAGES);

export const LocalizedText = z.object({ language: ContentLanguageSchema, text: z.string().max(5000) });
export type LocalizedText = z.infer<typeof LocalizedText>;

export const LocalizedTexts = z
  .array(LocalizedText)
  .max(CONTENT_LANGUAGES.length)
  .refine((texts) => new Set(texts.map((entry) => entry.language)).size === texts.length, {
    message: '같은 언어의 글이 두 번 있습니다.',
  });
export type LocalizedTexts = z.infer<typeof LocalizedTexts>;

/** The trimmed text in `language`, or '' when there is none. */
export function textIn(texts: readonly LocalizedText[], language: ContentLanguage): string {
  return texts.find((entry) => entry.language === language)?.text.trim() ?? '';
}

export function koreanText(texts: readonly LocalizedText[]): string {
  return textIn(texts, 'ko');
}

/** What a seller sees and what is uploaded: the Korean text, else the first text there is. */
export function displayText(texts: readonly LocalizedText[]): string {
  const korean = koreanText(texts);
  if (korean !== '') {
    return korean;
  }
  for (const entry of texts) {
    const text = entry.text.trim();
    if (text !== '') {
      return text;
    }
  }
  return '';
}

/** A copy with the text of `language` set (added when missing); other languages are untouched. */
export function withText(
  texts: readonly LocalizedText[],
  language: ContentLanguage,
  text: string,
): LocalizedText[] {
  const exists = texts.some((entry) => entry.language === language);
  return exists
    ? texts.map((entry) => (entry.language === language ? { language, text } : entry))
    : [...texts, { language, text }];
}
