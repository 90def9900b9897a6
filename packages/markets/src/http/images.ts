import type { Market } from '@sellerdesk/domain';
import type { Fetcher } from '@sellerdesk/outbound';
import { MarketError, networkFailure } from '../errors';
import { MARKET_NAMES } from '../names';

export type DownloadedImage = { filename: string; contentType: string; extension: string; data: Uint8Array };

const SIGNATURES: readonly {
  extension: string;
  contentType: string;
  test: (bytes: Uint8Array) => boolean;
}[] = [
  {
    extension: 'jpg',
    contentType: 'image/jpeg',
    test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    extension: 'png',
    contentType: 'image/png',
    test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  },
  {
    extension: 'gif',
    contentType: 'image/gif',
    test: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46,
  },
  { extension: 'bmp', contentType: 'image/bmp', test: (b) => b[0] === 0x42 && b[1] === 0x4d },
  {
    extension: 'webp',
    contentType: 'image/webp',
    test: (b) => b[0] === 0x52 && b[1] === 0x49 && b[8] === 0x57 && b[9] === 0x45,
  },
];

/** The image format from its first bytes (what markets check), or null for anything else. */
export function sniffImage(bytes: Uint8Array): { extension: string; contentType: string } | null {
  const found = SIGNATURES.find((signature) => bytes.length >= 12 && signature.test(bytes));
  return found ? { extension: found.extension, contentType: found.contentType } : null;
}

/**
 * Fetches one product image to send it to a market that only takes uploads (SmartStore): the format is
 * read from the bytes and checked against the market's formats and size.
 */
export async function downloadImage(
  market: Market,
  fetcher: Fetcher,
  url: string,
  limits: { maxBytes: number; formats: readonly string[] },
  index: number,
): Promise<DownloadedImage> {
  const name = MARKET_NAMES[market];
  let status: number;
  let data: Uint8Array;
  try {
    const response = await fetcher(url, { method: 'GET' });
    status = response.status;
    data = await response.bytes();
  } catch (error) {
    throw networkFailure(market, error);
  }
  if (status >= 400) {
    throw new MarketError({
      market,
      code: 'INVALID_REQUEST',
      transient: status >= 500 || status === 429,
      message: `${index + 1}번째 이미지를 내려받지 못했습니다 (HTTP ${status}). 이미지 주소를 확인하거나 이미지를 바꿔주세요.`,
      detail: `GET ${url} → ${status}`,
    });
  }
  const format = sniffImage(data);
  if (!format || !limits.formats.includes(format.extension)) {
    throw new MarketError({
      market,
      code: 'INVALID_REQUEST',
      message: `${index + 1}번째 이미지의 형식을 ${name}에서 받지 않습니다. ${limits.formats.join(', ')} 이미지로 바꿔주세요.`,
      detail: `GET ${url}: ${format?.extension ?? 'unknown format'}`,
    });
  }
  if (data.length > limits.maxBytes) {
    throw new MarketError({
      market,
      code: 'INVALID_REQUEST',
      message: `${index + 1}번째 이미지가 ${name} 최대 크기(${Math.round(limits.maxBytes / 1024 / 1024)}MB)를 넘습니다. 이미지를 줄여주세요.`,
      detail: `GET ${url}: ${data.length} bytes`,
    });
  }
  return { filename: `image-${index + 1}.${format.extension}`, ...format, data };
}
