import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { AppError } from './errors';

type Waiter = { admit: () => void; timer: NodeJS.Timeout };

/**
 * At most `maxConcurrent` holders at once, at most `maxQueued` waiting, each waiting at most
 * `queueTimeoutMs`. `enter` answers false at once when the queue is full, or when the wait runs out.
 */
export class ConcurrencyGate {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  /** Requests refused since start (for the bench and logs). */
  shed = 0;

  constructor(
    private readonly maxConcurrent: number,
    private readonly maxQueued: number,
    private readonly queueTimeoutMs: number,
  ) {}

  get inFlight(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  enter(): Promise<boolean> {
    if (this.active < this.maxConcurrent) {
      this.active++;
      return Promise.resolve(true);
    }
    if (this.waiting.length >= this.maxQueued) {
      this.shed++;
      return Promise.resolve(false);
    }
    return new Promise((resolve) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(waiter.timer);
          resolve(true);
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          this.shed++;
          resolve(false);
        }, this.queueTimeoutMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** Hands the slot to the longest waiter, or frees it. */
  leave(): void {
    const next = this.waiting.shift();
    if (next) {
      next.admit();
    } else {
      this.active--;
    }
  }
}

/** API paths that do not touch the database and must stay answerable under load. */
const UNGATED = [/^\/api\/health(\?|$)/, /^\/api\/images\//];

function isGated(url: string): boolean {
  return (url === '/api' || url.startsWith('/api/')) && !UNGATED.some((pattern) => pattern.test(url));
}

type LoadLimits = Pick<
  Config,
  'MAX_CONCURRENT_REQUESTS' | 'MAX_QUEUED_REQUESTS' | 'QUEUE_TIMEOUT_MS' | 'MAX_EVENT_LOOP_DELAY_MS'
>;

/**
 * Bounded work in front of the database, checked first on every API request (before the token check):
 * 1. The event loop is late (the embedded database runs its queries on it, so requests pile up in the
 *    socket before any hook sees them): answer at once (@fastify/under-pressure measures the delay).
 * 2. Otherwise take a slot of one gate; when all are busy wait in a bounded queue; when the queue is
 *    full or the wait runs past QUEUE_TIMEOUT_MS, answer at once.
 * Either answer is 503 OVERLOADED with Retry-After, so a flood never piles up thousands of requests and
 * the server recovers by itself. Static files, the health check and stored images are not gated.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  limits: LoadLimits,
): Promise<ConcurrencyGate> {
  const gate = new ConcurrencyGate(
    limits.MAX_CONCURRENT_REQUESTS,
    limits.MAX_QUEUED_REQUESTS,
    limits.QUEUE_TIMEOUT_MS,
  );
  const retryAfterSeconds = Math.max(1, Math.ceil(limits.QUEUE_TIMEOUT_MS / 1000));
  const overloaded = () => new AppError('OVERLOADED', undefined, { retryAfterSeconds });
  // One line per second of shedding instead of one per refused request.
  let reported = 0;
  const summary = setInterval(() => {
    if (gate.shed > reported) {
      app.log.warn(
        { shed: gate.shed - reported, inFlight: gate.inFlight, queued: gate.queued },
        'overloaded: requests answered 503',
      );
      reported = gate.shed;
    }
  }, 1000);
  summary.unref();
  app.addHook('onClose', async () => clearInterval(summary));

  await app.register(underPressure, {
    maxEventLoopDelay: limits.MAX_EVENT_LOOP_DELAY_MS,
    sampleInterval: 250,
    pressureHandler: async (request) => {
      if (isGated(request.url)) {
        gate.shed++;
        throw overloaded();
      }
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!isGated(request.url)) {
      return;
    }
    if (!(await gate.enter())) {
      throw overloaded();
    }
    // 'close' fires once the answer is sent or the client went away: the slot always comes back.
    reply.raw.once('close', () => gate.leave());
  });
  return gate;
}
