import {
  DEFAULT_COUPANG_VENDOR,
  DEFAULT_NAVER_APP,
  startMarketEmulator,
  type GatewayStats,
  type StartedMarketEmulator,
} from '@sellerdesk/emulators';
import { fetchFetcher } from '@sellerdesk/outbound';
import { createCoupangAdapter } from '../src/coupang/adapter';
import { RateLimiterPool } from '../src/http/rate-limiter';
import { buildListingDraft } from '../src/listing';
import type { MarketAdapter } from '../src/port';
import { createSmartStoreAdapter } from '../src/smartstore/adapter';
import { colourSizeOptions, productFixture, templateFixture } from '../test/fixtures';
import type { BenchResult } from './report';

/**
 * Budget (issue 11 §5): 1,000 products pushed to each market's emulator with its documented rate limit
 * enforced: throughput at least 90 % of the limit and never over it, no product lost or duplicated.
 */
const WORKERS = 24;
const MIN_SHARE = 0.9;

type Market = 'SmartStore' | 'Coupang';

function adapterFor(market: Market, emulator: StartedMarketEmulator): MarketAdapter {
  const context = { fetcher: fetchFetcher(), limiters: new RateLimiterPool() };
  return market === 'SmartStore'
    ? createSmartStoreAdapter(
        { clientId: DEFAULT_NAVER_APP.clientId, clientSecret: DEFAULT_NAVER_APP.clientSecret },
        { ...context, baseUrl: emulator.baseUrls.naver },
      )
    : createCoupangAdapter(
        {
          vendorId: DEFAULT_COUPANG_VENDOR.vendorId,
          accessKey: DEFAULT_COUPANG_VENDOR.accessKey,
          secretKey: DEFAULT_COUPANG_VENDOR.secretKey,
          wingUserId: DEFAULT_COUPANG_VENDOR.wingUserId,
        },
        { ...context, baseUrl: emulator.baseUrls.coupang },
      );
}

/** The busiest bucket: its calls, their span, and the most calls it saw in one second. */
function busiest(stats: GatewayStats, timesByBucket: Map<string, number[]>) {
  let best = { bucket: '', calls: 0, spanMs: 0, peak: 0 };
  for (const [bucket, times] of timesByBucket) {
    if (times.length > best.calls) {
      best = {
        bucket,
        calls: times.length,
        spanMs: (times.at(-1) ?? 0) - (times[0] ?? 0),
        peak: stats.peakPerSecond[bucket] ?? 0,
      };
    }
  }
  return best;
}

async function pushAll(market: Market, count: number): Promise<BenchResult> {
  const emulator = await startMarketEmulator({ categories: 'builtin' });
  try {
    const adapter = adapterFor(market, emulator);
    const addresses = await adapter.addresses();
    const template = templateFixture({
      marketName: market,
      sendExchange: addresses.find((address) => address.kind === 'shipping')!.id,
      recvExchange: addresses.find((address) => address.kind === 'return')!.id,
    });
    const drafts = Array.from({ length: count }, (_, index) => {
      const code = String(900_000_000_000 + index);
      const product = productFixture({
        code,
        title: `벤치 원피스 ${index}`,
        options: colourSizeOptions(2, 2, 19_900 + (index % 20) * 100),
        images: [`${emulator.baseUrls.images}/bench/${code}.jpg`],
      });
      return buildListingDraft(product, template, {
        market,
        categoryId: market === 'SmartStore' ? '50000807' : '79384',
      });
    });
    // Category requirements and address books are read once per account, before the clock starts.
    await adapter.categoryRequirements(drafts[0]!.categoryId!);
    emulator.markets.naver.reset();
    emulator.markets.coupang.reset();
    const gateway = market === 'SmartStore' ? emulator.markets.naver : emulator.markets.coupang;
    const failures: string[] = [];
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (next < drafts.length) {
          const draft = drafts[next++]!;
          await adapter
            .pushListing(draft)
            .catch((error: unknown) => failures.push(`${draft.sellerCode}: ${String(error)}`));
        }
      }),
    );
    const elapsedMs = Date.now() - started;
    const stats = gateway.stats();
    const codes =
      market === 'SmartStore'
        ? [...emulator.markets.naver.state.products.values()].map(
            (product) =>
              (
                (product.originProduct.detailAttribute as Record<string, unknown>).sellerCodeInfo as Record<
                  string,
                  string
                >
              ).sellerManagementCode,
          )
        : [...emulator.markets.coupang.state.products.values()].map((product) =>
            String(product.items[0]?.externalVendorSku),
          );
    const distinct = new Set(codes).size;
    const lost = drafts.filter((draft) => !codes.includes(draft.sellerCode)).length;
    const duplicated = codes.length - distinct;
    const bucketTimes = gateway.gateway.callTimes();
    const top = busiest(stats, bucketTimes);
    const rate = stats.limit.ratePerSecond;
    const throughput = top.spanMs > 0 ? ((top.calls - 1) * 1000) / top.spanMs : 0;
    const share = throughput / rate;
    // "Over the limit" is what the market's gateway says: its bucket (documented rate and burst) answering 429.
    const passed =
      share >= MIN_SHARE &&
      stats.rateLimited === 0 &&
      lost === 0 &&
      duplicated === 0 &&
      failures.length === 0;
    return {
      name: `${count.toLocaleString('en')} products pushed to the ${market} emulator (${rate} req/s ${market === 'SmartStore' ? 'per API' : 'per vendor'})`,
      passed,
      figures: [
        `${(elapsedMs / 1000).toFixed(1)} s for ${stats.calls.toLocaleString('en')} calls (${(stats.calls / (elapsedMs / 1000)).toFixed(1)} calls/s in all)`,
        `busiest bucket ${top.bucket}: ${throughput.toFixed(2)} calls/s = ${(share * 100).toFixed(1)} % of the limit (budget ≥ ${MIN_SHARE * 100} %)`,
        `429 answers from the gateway's bucket (${rate}/s, burst ${stats.limit.burst}): ${stats.rateLimited} (budget 0); most calls seen in any one second: ${top.peak}`,
        `listings: ${codes.length}, lost: ${lost}, duplicated: ${duplicated}, failed pushes: ${failures.length}`,
        ...failures.slice(0, 3),
      ],
    };
  } finally {
    await emulator.close();
  }
}

export async function benchUpload(count = 1_000): Promise<BenchResult[]> {
  return [await pushAll('SmartStore', count), await pushAll('Coupang', count)];
}
