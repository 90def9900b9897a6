import type { NaverKeywordApiStatus, NaverKeywordResponse, SetTagsResponse } from '@sellerdesk/domain/api';
import type { Market } from '@sellerdesk/domain';
import {
  checkTagsForMarkets,
  findMarketDefinition,
  isKeywordToolError,
  marketDefinitions,
  type KeywordToolError,
} from '@sellerdesk/markets';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import type { SecretBox } from '../../lib/secret-box';
import { updateProductTags } from '../products/index';
import type { KeywordToolFactory } from './keyword-tool-source';
import { findKeywordCredentials, upsertKeywordCredentials } from './keywords.repository';

/** `AQAA••••••==`: enough to recognise the key, never enough to use it. */
export function maskSecret(secret: string): string {
  if (secret.length <= 8) {
    return '•'.repeat(8);
  }
  return `${secret.slice(0, 4)}${'•'.repeat(8)}${secret.slice(-2)}`;
}

const NOT_SET: NaverKeywordApiStatus = {
  configured: false,
  customerId: '',
  accessLicense: '',
  secretKeyMasked: '',
  updatedAt: null,
};

export async function getKeywordApiStatus(
  db: Database,
  box: SecretBox,
  userId: string,
): Promise<NaverKeywordApiStatus> {
  const row = await findKeywordCredentials(db, userId);
  if (!row) {
    return NOT_SET;
  }
  return {
    configured: true,
    customerId: row.customerId,
    accessLicense: row.accessLicense,
    secretKeyMasked: maskSecret(box.decrypt(row.encryptedSecretKey)),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Saves the credentials; a blank secret keeps the stored one (the form never receives it back). */
export async function setKeywordApi(
  db: Database,
  box: SecretBox,
  userId: string,
  body: { customerId: string; accessLicense: string; secretKey: string },
): Promise<NaverKeywordApiStatus> {
  let encryptedSecretKey: string;
  if (body.secretKey === '') {
    const stored = await findKeywordCredentials(db, userId);
    if (!stored) {
      throw new AppError('KEYWORD_API_SECRET_REQUIRED');
    }
    encryptedSecretKey = stored.encryptedSecretKey;
  } else {
    encryptedSecretKey = box.encrypt(body.secretKey);
  }
  await upsertKeywordCredentials(db, {
    userId,
    customerId: body.customerId,
    accessLicense: body.accessLicense,
    encryptedSecretKey,
  });
  return getKeywordApiStatus(db, box, userId);
}

function toAppError(error: KeywordToolError): AppError {
  switch (error.code) {
    case 'RATE_LIMITED':
      return new AppError('RATE_LIMITED', error.message, {
        retryAfterSeconds: error.retryAfterSeconds ?? 1,
      });
    case 'AUTH':
      return new AppError('KEYWORD_API_REFUSED', error.message);
    case 'INVALID_INPUT':
      return new AppError('VALIDATION_FAILED', error.message);
    case 'UNAVAILABLE':
      return new AppError('KEYWORD_API_UNAVAILABLE', error.message);
  }
}

/** Asks the keyword tool with the seller's own credentials. */
export async function getNaverKeywords(
  deps: { db: Database; secrets: SecretBox; log: FastifyBaseLogger; tools: KeywordToolFactory },
  userId: string,
  body: { hintKeywords: string[] },
): Promise<NaverKeywordResponse> {
  const row = await findKeywordCredentials(deps.db, userId);
  if (!row) {
    throw new AppError('KEYWORD_API_NOT_SET');
  }
  const tool = deps.tools({
    customerId: row.customerId,
    accessLicense: row.accessLicense,
    secretKey: deps.secrets.decrypt(row.encryptedSecretKey),
  });
  try {
    return { keywords: await tool.relatedKeywords(body.hintKeywords) };
  } catch (error) {
    if (isKeywordToolError(error)) {
      // The vendor's text (redacted by keyword-tool-source.ts) helps the operator; the seller gets the Korean reason.
      deps.log.warn({ code: error.code, status: error.status, detail: error.detail }, 'keyword tool refused');
      throw toAppError(error);
    }
    throw error;
  }
}

/** Markets whose tag rules apply: the ones asked for, else every market with a tag field. */
function tagMarkets(markets: Market[] | undefined) {
  const definitions = markets
    ? markets.map((code) => findMarketDefinition(code)).filter((definition) => definition !== null)
    : marketDefinitions();
  const seen = new Set<Market>();
  return definitions
    .filter(
      (definition) =>
        definition.limits.tags !== null && !seen.has(definition.code) && seen.add(definition.code),
    )
    .map((definition) => ({ code: definition.code, rule: definition.limits.tags }));
}

function uniqueTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== ''))];
}

/** Sets (or adds) tags on the caller's selected products, checked against each market's rule, all or nothing. */
export async function setTags(
  db: Database,
  userId: string,
  body: { ids: string[]; tags: string[]; mode: 'replace' | 'append'; markets?: Market[] },
): Promise<SetTagsResponse> {
  const markets = tagMarkets(body.markets);
  const given = uniqueTags(body.tags);
  const refuse = (tags: string[], title: string | null) => {
    const problems = checkTagsForMarkets(tags, markets);
    if (problems.length > 0) {
      const where = title ? `'${title}': ` : '';
      throw new AppError('TAGS_INVALID', `${where}${problems.map((problem) => problem.message).join(' / ')}`);
    }
  };
  // The typed tags themselves first, so the seller hears about them rather than about a product.
  refuse(given, null);
  const products = await updateProductTags(db, userId, [...new Set(body.ids)], (current, product) => {
    const tags = body.mode === 'append' ? uniqueTags([...current, ...given]) : given;
    if (body.mode === 'append') {
      refuse(tags, product.title);
    }
    return tags;
  });
  if (products.length === 0) {
    throw new AppError('PRODUCT_NOT_FOUND');
  }
  return { updated: products.length, products };
}
