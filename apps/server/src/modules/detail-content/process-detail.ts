import { IMAGE_STORE_PATH, STORED_HTML_FIELDS } from '@sellerdesk/domain';
import { detailImageUrls, hasHanText, mapDetailText, sanitizeDetailHtml } from '@sellerdesk/html';
import { isDecorativeImage } from '@sellerdesk/sources';
import { isTranslationError } from '@sellerdesk/translation';
import type { AppDeps } from '../../deps';
import { ImageRejectedError } from '../../infra/images/image-store';
import { FetchBlockedError, FetchFailedError } from '../../infra/outbound/safe-fetch';
import { cleanDetailHtml } from '../products/index';
import { findSourceImages, recordSourceImage } from './detail-content.repository';

const IMAGE_CONCURRENCY = 4;

/**
 * Pictures that are layout, not product: spacers and 1×1 pixels, separator lines (a side of at most
 * 10 px) and interface icons (both sides at most 48 px). Real detail pictures are hundreds of pixels.
 */
export function isDecorativeSize(size: { width: number; height: number }): boolean {
  return size.width <= 10 || size.height <= 10 || (size.width <= 48 && size.height <= 48);
}

export type DetailPageOutcome = {
  html: string;
  /** Chinese text is left in the page: no translator is configured, or it refused for good. */
  needsTranslation: boolean;
  /** Korean notes for the item's log (images not downloaded, translation refused). */
  notes: string[];
  /** Source images kept at their source address because the download failed for now. */
  unavailable: number;
  stored: number;
  dropped: number;
  translated: number;
};

type ImageOutcome = { kind: 'stored'; key: string } | { kind: 'dropped' } | { kind: 'kept'; reason: string };

async function mapLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const run = async () => {
    while (next < items.length) {
      await fn(items[next++] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
}

/** Downloads one source image for the seller (once per address), or reuses what an earlier run did. */
async function storeImage(
  deps: AppDeps,
  userId: string,
  url: string,
  known: string | null | undefined,
): Promise<ImageOutcome> {
  if (known === null) {
    return { kind: 'dropped' };
  }
  if (known !== undefined && (await deps.images.has(known))) {
    return { kind: 'stored', key: known };
  }
  if (isDecorativeImage(url)) {
    await recordSourceImage(deps.db, userId, { url, key: null, width: 0, height: 0 });
    return { kind: 'dropped' };
  }
  try {
    const bytes = await deps.images.download(url, deps.sources.policy);
    let size = { width: 0, height: 0 };
    const stored = await deps.images.putStripped(bytes, (decoded) => {
      size = decoded;
      return !isDecorativeSize(decoded);
    });
    await recordSourceImage(deps.db, userId, {
      url,
      key: stored?.key ?? null,
      width: size.width,
      height: size.height,
    });
    return stored ? { kind: 'stored', key: stored.key } : { kind: 'dropped' };
  } catch (error) {
    const transient =
      (error instanceof FetchFailedError && error.transient) ||
      (error as { transient?: unknown }).transient === true;
    if (transient) {
      return { kind: 'kept', reason: (error as Error).message };
    }
    if (
      error instanceof ImageRejectedError ||
      error instanceof FetchBlockedError ||
      error instanceof FetchFailedError
    ) {
      // Not an image, refused by the outbound policy (a private address, a host no site uses), too big:
      // the picture can never be ours, so it leaves the page.
      return { kind: 'dropped' };
    }
    throw error;
  }
}

/** Chinese text nodes → Korean through the configured translator; the flag when that cannot happen. */
async function translatePage(deps: AppDeps, html: string, language: string) {
  if (language === 'ko' || !hasHanText(html.replace(/<[^>]*>/g, ''))) {
    return { html, needsTranslation: false, note: null, translated: 0 };
  }
  let needsTranslation = false;
  try {
    const result = await mapDetailText(html, async (texts) => {
      const answer = await deps.sources.translator.translate(texts, {
        source: language === 'en' ? 'en' : language === 'ja' ? 'ja' : 'zh',
      });
      if (answer.needsTranslation) {
        needsTranslation = true;
        return texts.map(() => null);
      }
      return answer.texts;
    });
    return { html: result.html, needsTranslation, note: null, translated: result.changed };
  } catch (error) {
    if (isTranslationError(error) && !error.transient) {
      // A configuration or quota problem must not lose the page: keep the source text, flag it.
      return {
        html,
        needsTranslation: true,
        note: `상세페이지를 번역하지 못했습니다: ${error.message}`,
        translated: 0,
      };
    }
    throw error;
  }
}

/**
 * A product's detail page made the seller's own: every source image downloaded into the image store
 * (once per address per seller, through the guarded outbound client, checked and stripped by its bytes)
 * with the HTML pointing at our copies, decorative images dropped, Chinese text nodes translated (markup,
 * images and tables untouched) and the result put through the one HTML policy. Images already in the
 * store are left as they are, so running this again changes nothing. A download that fails for now
 * keeps the source address (`unavailable`); one that can never work drops the picture.
 */
export async function processDetailPage(
  deps: AppDeps,
  input: { userId: string; html: string; language: string },
): Promise<DetailPageOutcome> {
  const publicUrl = deps.config.publicUrl;
  const sources = detailImageUrls(input.html).filter((src) => /^https?:\/\//i.test(src));
  const known = await findSourceImages(deps.db, input.userId, sources);
  const outcomes = new Map<string, ImageOutcome>();
  await mapLimited(sources, IMAGE_CONCURRENCY, async (url) => {
    outcomes.set(url, await storeImage(deps, input.userId, url, known.get(url)));
  });

  // Our copies go in as absolute addresses on this server so the policy checks them like any other,
  // then become server-relative again (`cleanDetailHtml` keeps IMAGE_STORE_PATH relative the same way).
  const rewritten = sanitizeDetailHtml(input.html, {
    imageSource: (attributes) => {
      const src = attributes.src?.trim() ?? '';
      if (src.startsWith(IMAGE_STORE_PATH)) {
        return `${publicUrl}${src}`;
      }
      const outcome = outcomes.get(src);
      if (outcome?.kind === 'dropped') {
        return null;
      }
      return outcome?.kind === 'stored' ? `${publicUrl}${IMAGE_STORE_PATH}${outcome.key}` : src;
    },
  })
    .split(`="${publicUrl}${IMAGE_STORE_PATH}`)
    .join(`="${IMAGE_STORE_PATH}`);

  const translated = await translatePage(deps, rewritten, input.language);
  const values = [...outcomes.values()];
  const unavailable = values.filter((o) => o.kind === 'kept').length;
  const notes = [
    translated.note,
    unavailable > 0 ? `상세 이미지 ${unavailable}장을 받지 못해 원본 주소로 두었습니다.` : null,
  ].filter((note): note is string => note != null);
  return {
    html: cleanDetailHtml(translated.html, publicUrl, STORED_HTML_FIELDS.detailPage),
    needsTranslation: translated.needsTranslation,
    notes,
    unavailable,
    stored: values.filter((o) => o.kind === 'stored').length,
    dropped: values.filter((o) => o.kind === 'dropped').length,
    translated: translated.translated,
  };
}
