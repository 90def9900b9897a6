import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { AppError } from './errors';

/**
 * How late the event loop runs, over a window of samples rather than one: a single late stretch (a
 * start-up, a garbage collection, the machine busy with another process for a moment) must not read as
 * overload. `sustainedMs` is the median delay of the window's samples, so it is high only when
 * the loop was late most of the window; until the window has filled once it is undefined (warm-up).
 */
export class EventLoopLag {
  private readonly histogram: IntervalHistogram;
  private readonly samples: number[] = [];
  private readonly timer: NodeJS.Timeout;
  private lastSampleAt = performance.now();

  constructor(
    private readonly sampleMs = 250,
    private readonly windowSamples = 8,
  ) {
    this.histogram = monitorEventLoopDelay({ resolution: 10 });
    this.histogram.enable();
    this.timer = setInterval(() => this.sample(), sampleMs);
    this.timer.unref();
  }

  private sample(): void {
    const now = performance.now();
    const sinceLast = now - this.lastSampleAt;
    this.lastSampleAt = now;
    // No tick recorded: the loop was held for the whole period, so it ran about that much late.
    const delayMs =
      this.histogram.count > 0
        ? Math.max(0, this.histogram.mean / 1e6 - 10)
        : Math.max(0, sinceLast - this.sampleMs);
    this.histogram.reset();
    this.samples.push(delayMs);
    if (this.samples.length > this.windowSamples) {
      this.samples.shift();
    }
  }

  get sustainedMs(): number | undefined {
    if (this.samples.length < this.windowSamples) {
      return undefined;
    }
    const sorted = [...this.samples].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  }

  stop(): void {
    clearInterval(this.timer);
    this.histogram.disable();
  }
}

export type ShedCause = 'wait' | 'lag';

type GateOptions = {
  /** Requests handled at once. */
  slots: number;
  /** The longest a request may wait for a slot. */
  waitBoundMs: number;
  /** The sustained event-loop delay past which a request that finds every slot busy is refused; 0 = never. */
  maxLagMs: number;
  /** The loop's sustained delay (undefined while warming up). */
  lagMs: () => number | undefined;
  now?: () => number;
};

type Waiter = { admit: () => void; timer: NodeJS.Timeout };

/** Weight of the newest interval in the running mean of the time between two releases. */
const INTERVAL_WEIGHT = 0.2;
/** Releases seen while every slot is busy before their pace is trusted to predict a wait. */
const RELEASES_TO_TRUST = 4;

/**
 * Bounded work in front of the database, sized by time rather than by a count of waiters. A request
 * takes a free slot at once; when every slot is busy it waits in line, unless its expected wait is
 * already past the bound: how late the loop has been over the window (requests wait unseen in the
 * socket before any hook runs) + its place in line × the observed interval between two releases while
 * every slot is busy (how fast the line moves). A waiter whose bound runs out is refused then. With
 * every slot busy, a loop late past `maxLagMs` over most of the window refuses too. So a line that
 * drains within its bound is never refused, and a request that finds a free slot (a single seller, a
 * freshly started server) never is.
 */
export class LoadGate {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  /** The stretch with every slot busy: since when, releases seen, the last one, their mean interval. */
  private saturatedAt: number | undefined;
  private releases = 0;
  private lastReleaseAt = 0;
  private intervalMs = 0;
  private readonly now: () => number;
  /** Requests refused since start, by cause (for the logs and the bench). */
  readonly shed: Record<ShedCause, number> = { wait: 0, lag: 0 };

  constructor(private readonly options: GateOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  get inFlight(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  get shedTotal(): number {
    return this.shed.wait + this.shed.lag;
  }

  /** How long a request joining the line now would wait for a slot (0 while a slot is free). */
  expectedWaitMs(): number {
    if (this.active < this.options.slots) {
      return 0;
    }
    const lag = this.options.maxLagMs > 0 ? (this.options.lagMs() ?? 0) : 0;
    const pace = this.releases >= RELEASES_TO_TRUST ? this.intervalMs : 0;
    return lag + (this.waiting.length + 1) * pace;
  }

  /**
   * A slot, or undefined when the request is refused (`shed` says why). The answer is a function that
   * gives the slot back; call it once, when the request is done.
   */
  async enter(): Promise<(() => void) | undefined> {
    if (this.active < this.options.slots) {
      this.active++;
      if (this.active === this.options.slots) {
        this.saturatedAt = this.now();
        this.releases = 0;
      }
      return this.holder();
    }
    const lag = this.options.lagMs();
    if (this.options.maxLagMs > 0 && lag !== undefined && lag > this.options.maxLagMs) {
      this.shed.lag++;
      return undefined;
    }
    if (this.expectedWaitMs() > this.options.waitBoundMs) {
      this.shed.wait++;
      return undefined;
    }
    const admitted = await new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(waiter.timer);
          resolve(true);
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          this.shed.wait++;
          resolve(false);
        }, this.options.waitBoundMs),
      };
      this.waiting.push(waiter);
    });
    return admitted ? this.holder() : undefined;
  }

  private holder(): () => void {
    let released = false;
    return () => {
      if (released) {
        return;
      }
      released = true;
      if (this.saturatedAt !== undefined) {
        const now = this.now();
        const interval = now - Math.max(this.lastReleaseAt, this.saturatedAt);
        this.intervalMs =
          this.releases === 0 ? interval : this.intervalMs + INTERVAL_WEIGHT * (interval - this.intervalMs);
        this.releases++;
        this.lastReleaseAt = now;
      }
      // The slot goes straight to the longest waiter (every slot stays busy), or is freed.
      const next = this.waiting.shift();
      if (next) {
        next.admit();
      } else {
        this.active--;
        this.saturatedAt = undefined;
      }
    };
  }
}

/** API paths that do not touch the database and must stay answerable under load. */
const UNGATED = [/^\/api\/health(\?|$)/, /^\/api\/images\//];

function isGated(url: string): boolean {
  return (url === '/api' || url.startsWith('/api/')) && !UNGATED.some((pattern) => pattern.test(url));
}

type LoadLimits = Pick<Config, 'MAX_CONCURRENT_REQUESTS' | 'QUEUE_TIMEOUT_MS' | 'MAX_EVENT_LOOP_DELAY_MS'>;

/**
 * The gate in front of every API request, checked first (before the token check), so a flood is
 * refused before it costs a query. Refusals are 503 OVERLOADED with Retry-After; static files, the
 * health check and stored images are not gated.
 */
export function registerLoadShedding(app: FastifyInstance, limits: LoadLimits): LoadGate {
  const lag = limits.MAX_EVENT_LOOP_DELAY_MS > 0 ? new EventLoopLag() : undefined;
  const gate = new LoadGate({
    slots: limits.MAX_CONCURRENT_REQUESTS,
    waitBoundMs: limits.QUEUE_TIMEOUT_MS,
    maxLagMs: limits.MAX_EVENT_LOOP_DELAY_MS,
    lagMs: () => lag?.sustainedMs,
  });
  const retryAfterSeconds = Math.max(1, Math.ceil(limits.QUEUE_TIMEOUT_MS / 1000));
  // One line per second of shedding instead of one per refused request.
  const reported: Record<ShedCause, number> = { wait: 0, lag: 0 };
  const summary = setInterval(() => {
    if (gate.shedTotal > reported.wait + reported.lag) {
      app.log.warn(
        {
          shedWaiting: gate.shed.wait - reported.wait,
          shedLateLoop: gate.shed.lag - reported.lag,
          inFlight: gate.inFlight,
          queued: gate.queued,
          eventLoopDelayMs: lag?.sustainedMs,
        },
        'overloaded: requests answered 503',
      );
      Object.assign(reported, gate.shed);
    }
  }, 1000);
  summary.unref();
  app.addHook('onClose', async () => {
    clearInterval(summary);
    lag?.stop();
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!isGated(request.url)) {
      return;
    }
    const release = await gate.enter();
    if (!release) {
      throw new AppError('OVERLOADED', undefined, { retryAfterSeconds });
    }
    // 'close' fires once the answer is sent or the client went away: the slot always comes back.
    reply.raw.once('close', release);
  });
  return gate;
}
