import type { Market } from '@sellerdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './infra/db/client';
import type { JobQueue } from './infra/jobs/queue';
import type { SecretBox } from './lib/secret-box';
import type { TokenSettings } from './modules/auth/index';
import type { SourceAccess } from './infra/outbound/source-access';
import type { ImageStore } from './infra/images/image-store';
import type { Mailer } from './infra/mail/mailer';
import type { MarketAccess } from './modules/market-accounts/index';
import type { UploadInputs } from './modules/upload/index';

/** What services, routes and job handlers are given. Built once in `bootstrap.ts`, or per test file. */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  queue: JobQueue;
  mailer: Mailer;
  tokens: TokenSettings;
  log: FastifyBaseLogger;
  /** Encrypts seller secrets (source cookies, marketplace keys) at rest. */
  secrets: SecretBox;
  images: ImageStore;
  /** Source sites and translation, through the SSRF-safe fetcher. */
  sources: SourceAccess;
  /** Marketplace adapters for sellers' accounts, through the guarded fetcher (and the fixed-IP proxy). */
  markets: MarketAccess;
  /** Saved templates and category mappings for uploads (default: none, the request's own are used). */
  uploadInputs?: UploadInputs;
  /**
   * Called (not awaited) after a passed 연결 확인 of a seller's account: `bootstrap.ts` pre-warms the
   * market's category cache with it, so market-accounts needs no knowledge of categories.
   */
  onMarketLoginPassed?: (userId: string, market: Market) => void;
};
