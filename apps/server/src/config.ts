import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import * as z from 'zod';

/** Boolean environment flags: "1", "true", "yes" and "on" are true. */
const flag = z
  .string()
  .optional()
  .transform((value) =>
    value == null ? undefined : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()),
  );

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  if (PROXY_RANGE_NAMES.includes(entry)) {
    return true;
  }
  const family = net.isIP(address ?? '');
  if (family === 0 || rest.length > 0) {
    return false;
  }
  return prefix == null || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * Whose X-Forwarded-For to believe: nobody (unset, the default — the socket address is the client), a
 * comma list of proxy addresses / CIDRs / range names, or a hop count. `true` (everyone) is refused: it
 * lets any client choose its own address and so dodge every limit.
 */
const TrustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = value?.trim().toLowerCase() ?? '';
    if (text === '' || text === 'false' || text === 'off' || text === '0') {
      return false;
    }
    if (/^\d+$/.test(text)) {
      return Number(text);
    }
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0 || entries.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `프록시 주소(쉼표로 구분한 IP·CIDR) 또는 홉 수여야 합니다: ${wrong.join(', ') || value}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'postgres:// 로 시작하는 주소여야 합니다')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  WEB_DIST_DIR: z.string().optional(),
  /** The built Chrome extension offered for download; default `apps/extension/dist`. */
  EXTENSION_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** auto: readable lines when stdout is a terminal, JSON lines otherwise (pipes, files, collectors). */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),

  JWT_SECRET: z.string().min(32, '32자 이상이어야 합니다').optional(),
  JWT_ISSUER: z.string().default('sellerdesk'),
  JWT_AUDIENCE: z.string().default('sellerdesk-web'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).default(1800),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  VERIFICATION_LINK_TTL_HOURS: z.coerce.number().int().min(1).default(24),
  TEMP_PASSWORD_TTL_HOURS: z.coerce.number().int().min(1).default(24),

  /** 32-byte key (hex or base64) encrypting seller secrets at rest; generated into DATA_DIR when unset. */
  CREDENTIALS_KEY: z.string().optional(),

  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'smtp:// 또는 smtps:// 주소여야 합니다')
    .optional(),
  MAIL_FROM: z.string().default('셀러데스크 <no-reply@sellerdesk.local>'),

  ADMIN_USERNAME: z.email().default('admin@sellerdesk.local'),
  ADMIN_PASSWORD: z.string().min(8).optional(),

  /** `inline` runs the job worker inside the server process; `off` expects `npm run worker` beside it. */
  WORKER_MODE: z.enum(['inline', 'off']).default('inline'),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Largest uploaded image file; the spec's 209715200 bytes (§5) unless an operator lowers it. */
  IMAGE_UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(209_715_200).default(209_715_200),
  TRUST_PROXY: TrustProxy,
  /** Failed logins of one account (within LOGIN_LOCK_MINUTES) after which each try must wait longer. */
  LOGIN_SLOWDOWN_AFTER: z.coerce.number().int().min(1).default(5),
  /** Failed logins of one account after which it is locked for LOGIN_LOCK_MINUTES. */
  LOGIN_LOCK_AFTER: z.coerce.number().int().min(1).default(10),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Mails of one kind (verification, temporary password) one account can be sent per hour. */
  ACCOUNT_MAILS_PER_HOUR: z.coerce.number().int().min(1).default(3),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(180_000),
  /** API requests handled at once; more wait in line for a slot (infra/http/load-shedding.ts). */
  MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(1).default(32),
  /**
   * The longest a request may wait for a slot: answered 503 when its expected wait is past it, or when
   * it has waited that long.
   */
  QUEUE_TIMEOUT_MS: z.coerce.number().int().min(1).default(2000),
  /**
   * Event-loop delay (ms), sustained over the last 2 s, past which a request that finds every slot busy
   * is answered 503 at once. 0 turns the check off.
   */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(200),

  /**
   * A running emulator (tests, `npm run sandbox`): every source and translation base URL below defaults
   * to its path, and its origin may resolve to a loopback address. Never set in production.
   */
  SOURCE_EMULATOR_URL: z.url().optional(),
  COSTCO_BASE_URL: z.url().optional(),
  TAOBAO_PAGE_BASE_URL: z.url().optional(),
  TMALL_PAGE_BASE_URL: z.url().optional(),
  TAOBAO_MTOP_BASE_URL: z.url().optional(),
  TMALL_MTOP_BASE_URL: z.url().optional(),
  ALIBABA_1688_BASE_URL: z.url().optional(),
  /** More hosts (comma separated) the collector may fetch from, e.g. a new image CDN. */
  SOURCE_EXTRA_HOSTS: z.string().default(''),
  SOURCE_FETCH_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
  /**
   * `http://[user:password@]host:port` of an HTTP CONNECT proxy with a fixed public IP: Korean
   * marketplaces accept API calls only from whitelisted addresses. Every outbound connection to a
   * public host is tunnelled through it (the emulator origin is reached directly).
   */
  OUTBOUND_PROXY_URL: z
    .url()
    .regex(/^http:\/\/[^/?#]+\/?$/i, 'http://호스트:포트 형식의 CONNECT 프록시 주소여야 합니다')
    .optional(),
  /**
   * The marketplace emulators (tests, `npm run sandbox`): every market's API base becomes its prefix there
   * (`/naver`, `/coupang`, …, and the keyword tool's `/naver-searchad`) and that origin may be a loopback
   * address. Never set in production.
   */
  MARKET_EMULATOR_URL: z.url().optional(),
  /** Overrides the NAVER Search Ad API address (the keyword tool). */
  NAVER_SEARCHAD_BASE_URL: z.url().optional(),
  /** Each market's API base, when not the real host (the market registry names these variables). */
  NAVER_COMMERCE_BASE_URL: z.url().optional(),
  COUPANG_BASE_URL: z.url().optional(),
  ELEVENST_BASE_URL: z.url().optional(),
  ESM_BASE_URL: z.url().optional(),
  WEMAKEPRICE_BASE_URL: z.url().optional(),
  /** WeMakePrice closed to sellers (2025-11-10): off unless the operator sets `true`. */
  WEMAKEPRICE_ENABLED: z.enum(['true', 'false']).default('false'),
  /**
   * The public IP markets see this server (or OUTBOUND_PROXY_URL's proxy) call from, quoted when a market
   * refuses the IP so the seller can register exactly that address.
   */
  EGRESS_IP: z.union([z.ipv4(), z.ipv6()]).optional(),
  MARKET_FETCH_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /**
   * How long a category request whose market cache is empty waits for the background refresh before it
   * answers 503 CATEGORY_CACHE_LOADING (with the progress) and the client asks again.
   */
  CATEGORY_REFRESH_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(3_000),
  /** Items of one site processed at once per worker. */
  COLLECT_CONCURRENCY_COSTCO: z.coerce.number().int().min(1).max(64).default(8),
  COLLECT_CONCURRENCY_TAOBAO: z.coerce.number().int().min(1).max(16).default(2),
  COLLECT_CONCURRENCY_1688: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * Products the source sync re-reads at once per worker (see `modules/source-sync/source-sync.kind.ts`:
   * more starve the market pushes of the event loop when the source answers fast).
   */
  SOURCE_SYNC_READ_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),

  /** none keeps the source text and flags products "번역 필요". */
  TRANSLATION_PROVIDER: z.enum(['none', 'papago', 'deepl', 'google']).default('none'),
  PAPAGO_API_KEY_ID: z.string().optional(),
  PAPAGO_API_KEY: z.string().optional(),
  DEEPL_AUTH_KEY: z.string().optional(),
  GOOGLE_TRANSLATE_API_KEY: z.string().optional(),
  /** Overrides the provider's API address (the emulator sets it). */
  TRANSLATION_BASE_URL: z.url().optional(),

  /**
   * The reference exchange-rate API (Korea Eximbank "현재환율" style) and its key (`authkey`). Without a
   * key GetExchange answers that no rate is available; prices always use the seller's own base.
   */
  EXCHANGE_RATE_BASE_URL: z.url().optional(),
  EXCHANGE_RATE_API_KEY: z.string().optional(),

  LANDING_URL: z.string().default(''),
  CHANNEL_TALK_PLUGIN_KEY: z.string().default(''),
  DEFAULT_DIRECTION: z.enum(['ltr', 'rtl']).default('ltr'),
  /** Serve the OpenAPI document and its UI at /api/docs. Default: on, except in production. */
  API_DOCS: flag,
  /** Serve the web app's source maps (*.map). Default: on, except in production. */
  SOURCE_MAPS: flag,
});

export type Config = z.infer<typeof ConfigSchema> & {
  dataDir: string;
  publicUrl: string;
  driver: 'pglite' | 'postgres';
  /** API_DOCS / SOURCE_MAPS resolved against NODE_ENV. */
  apiDocs: boolean;
  sourceMaps: boolean;
};

export class ConfigError extends Error {}

/** Reads and validates the environment once at start; a bad value stops the start with a clear list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = ConfigSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`환경 변수 설정이 올바르지 않습니다:\n${lines.join('\n')}`);
  }
  const config = result.data;
  if (config.DATABASE_URL == null && config.WORKER_MODE === 'off') {
    throw new ConfigError(
      '환경 변수 설정이 올바르지 않습니다:\n  - WORKER_MODE: 내장 데이터베이스(PGlite)는 한 프로세스만 열 수 있어 off 를 쓸 수 없습니다. DATABASE_URL 을 설정하세요.',
    );
  }
  const missingKeys = {
    none: [],
    papago: ['PAPAGO_API_KEY_ID', 'PAPAGO_API_KEY'],
    deepl: ['DEEPL_AUTH_KEY'],
    google: ['GOOGLE_TRANSLATE_API_KEY'],
  }[config.TRANSLATION_PROVIDER].filter((key) => !config[key as keyof typeof config]);
  if (missingKeys.length > 0) {
    throw new ConfigError(
      `환경 변수 설정이 올바르지 않습니다:\n  - TRANSLATION_PROVIDER=${config.TRANSLATION_PROVIDER} 에는 다음 값이 필요합니다: ${missingKeys.join(', ')}`,
    );
  }
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    driver: config.DATABASE_URL ? 'postgres' : 'pglite',
    apiDocs: config.API_DOCS ?? config.NODE_ENV !== 'production',
    sourceMaps: config.SOURCE_MAPS ?? config.NODE_ENV !== 'production',
  };
}

/** Loads the repository's `.env` (see .env.example) when there is one; real environment variables win. */
export function loadDotEnv(file: string): void {
  if (!fs.existsSync(file)) {
    return;
  }
  const before = { ...process.env };
  process.loadEnvFile(file);
  Object.assign(process.env, before);
}
