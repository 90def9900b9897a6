import PgBoss from 'pg-boss';
import type * as z from 'zod';
import type { SqlExecutor } from '../db/client';

/** One run of a job: its id, how many times it was retried, and the worker running it. */
export type JobRun = { id: string; retryCount: number; workerId: string };

/** A background job: its queue name, payload schema, retry policy and handler. */
export type JobDefinition<Payload, Deps> = {
  /** Queue name, `<module>.<action>`. */
  name: string;
  payload: z.ZodType<Payload>;
  retryLimit: number;
  retryDelaySeconds: number;
  /** How many of this job one worker runs at once. */
  concurrency: number;
  expireInSeconds?: number;
  /**
   * Handles one job. Throwing retries it (with exponential backoff) until `retryLimit`; a failure that
   * retrying cannot fix should be recorded by the handler and not thrown.
   */
  handle: (deps: Deps, payload: Payload, job: JobRun) => Promise<void>;
};

/**
 * A job of any payload, for lists of jobs. The payload type is erased on purpose: each job validates its
 * own payload with its schema before the handler sees it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition<Deps> = JobDefinition<any, Deps>;

/** What enqueueing needs of a job: its queue, payload schema and retry policy (not its handler). */
export type QueueSpec<Payload> = Pick<
  JobDefinition<Payload, never>,
  'name' | 'payload' | 'retryLimit' | 'retryDelaySeconds' | 'expireInSeconds'
>;

export function defineJob<Payload, Deps>(
  definition: JobDefinition<Payload, Deps>,
): JobDefinition<Payload, Deps> {
  return definition;
}

export type SendOptions = { singletonKey?: string; startAfterSeconds?: number; priority?: number };

/**
 * How often an idle queue asks for a job. A queue has several workers (over a hundred in one process in
 * all), and each poll is a fetch statement: with every worker polling every 2 s, the embedded database ran
 * 63 empty fetches a second (0.8 ms each) and an idle server used 7.3 % of a core (3.9 % since; bench
 * `idle-worker.ts`), taken from the jobs that run. So one worker per queue polls at this interval and the
 * others at `SPARE_POLLING_SECONDS`. Nothing waits for the poll in this process: enqueueing wakes idle
 * workers of the queue, one per job (`wake`), a worker that finished a job fetches again at once, and a
 * worker that found a job wakes one more idle worker, so jobs enqueued by another process or retries
 * coming due spread over the queue's workers.
 */
const IDLE_POLLING_SECONDS = 2;
const SPARE_POLLING_SECONDS = 30;

/** The queue as the rest of the server sees it: pg-boss on the application database. */
export class JobQueue {
  readonly boss: PgBoss;
  private readonly executeSql: SqlExecutor;
  private readonly created = new Set<string>();
  /** Worker ids per queue name, for waking them (see `wake`). */
  private readonly workers = new Map<string, string[]>();
  /** Workers running a job now: they fetch again when it ends, so waking them is not needed. */
  private readonly busy = new Set<string>();
  /** Per queue, the worker the next wake starts from. */
  private readonly wakeCursor = new Map<string, number>();

  constructor(executeSql: SqlExecutor, options: { onError: (error: Error) => void }) {
    this.executeSql = executeSql;
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => executeSql(text, values) },
      schema: 'pgboss',
      schedule: false,
      // Completed jobs are kept for a week so logs and support can look at them.
      deleteAfterDays: 7,
    });
    this.boss.on('error', options.onError);
  }

  async start(): Promise<void> {
    await this.boss.start();
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }

  /** Creates the queue once with the job's retry policy. */
  async ensureQueue(definition: {
    name: string;
    retryLimit: number;
    retryDelaySeconds: number;
    expireInSeconds?: number;
  }): Promise<void> {
    if (this.created.has(definition.name)) {
      return;
    }
    await this.boss.createQueue(definition.name, {
      name: definition.name,
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds ?? 15 * 60,
    });
    this.created.add(definition.name);
  }

  /**
   * Wakes idle workers of a queue in this process, up to `jobs` of them, so new jobs start without waiting
   * for the next poll. Not all of them: each woken worker runs a fetch, and waking a queue's sixteen workers
   * for one job costs fifteen empty ones. A busy worker fetches when its job ends.
   */
  private wake(name: string, jobs: number): void {
    const workers = this.workers.get(name) ?? [];
    let woken = 0;
    // Round robin from where the last wake stopped: a worker woken a moment ago may still be fetching
    // (not yet busy), and waking it again would leave the next job to the poll.
    for (let tried = 0; tried < workers.length && woken < jobs; tried++) {
      const cursor = this.wakeCursor.get(name) ?? 0;
      const workerId = workers[cursor % workers.length]!;
      this.wakeCursor.set(name, (cursor + 1) % workers.length);
      if (!this.busy.has(workerId)) {
        this.boss.notifyWorker(workerId);
        woken++;
      }
    }
  }

  /** Validates and enqueues a payload; answers the job id (null when a singleton key already queued it). */
  async send<Payload, Deps>(
    definition: JobDefinition<Payload, Deps>,
    payload: Payload,
    options: SendOptions = {},
  ): Promise<string | null> {
    await this.ensureQueue(definition);
    const data = definition.payload.parse(payload) as object;
    // pg-boss rejects options that are present but undefined, so only set what was given.
    const sendOptions: PgBoss.SendOptions = {};
    if (options.singletonKey != null) {
      sendOptions.singletonKey = options.singletonKey;
    }
    if (options.startAfterSeconds != null) {
      sendOptions.startAfter = options.startAfterSeconds;
    }
    if (options.priority != null) {
      sendOptions.priority = options.priority;
    }
    const id = await this.boss.send(definition.name, data, sendOptions);
    this.wake(definition.name, 1);
    return id;
  }

  /**
   * Enqueues many jobs in one statement. Each has a caller-chosen id: inserting an id that already
   * exists does nothing, which makes re-enqueueing idempotent.
   */
  async insertMany<Payload>(
    definition: QueueSpec<Payload>,
    jobs: readonly { id: string; payload: Payload }[],
  ): Promise<void> {
    if (jobs.length === 0) {
      return;
    }
    await this.ensureQueue(definition);
    for (let i = 0; i < jobs.length; i += 500) {
      await this.boss.insert(
        jobs.slice(i, i + 500).map((job) => ({
          id: job.id,
          name: definition.name,
          data: definition.payload.parse(job.payload) as object,
          retryLimit: definition.retryLimit,
          retryDelay: definition.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: definition.expireInSeconds ?? 15 * 60,
        })),
      );
    }
    this.wake(definition.name, jobs.length);
  }

  /**
   * Cancels jobs that have not finished (a dead worker's job, replaced by a new one).
   * Unknown or finished ids are ignored.
   */
  async cancel(definition: { name: string }, ids: readonly string[]): Promise<void> {
    if (ids.length > 0) {
      await this.boss.cancel(definition.name, [...ids]);
    }
  }

  /**
   * Jobs fetched (made `active`) before `cutoff`, a timestamp as the database writes it, that have not
   * finished: their queue, id and payload. pg-boss records no worker on a job, so who fetched it is for
   * the caller to judge from when (see `lostFetchCutoff` in `recovery.ts`).
   */
  async activeJobsFetchedBefore(cutoff: string): Promise<{ name: string; id: string; data: unknown }[]> {
    const { rows } = await this.executeSql(
      `select name, id, data from pgboss.job where state = 'active' and started_on < $1::timestamptz`,
      [cutoff],
    );
    return rows as { name: string; id: string; data: unknown }[];
  }

  /** Starts workers for the given jobs; `workerId` names this worker process (see `infra/jobs/heartbeat.ts`). */
  async work<Deps>(
    definitions: readonly AnyJobDefinition<Deps>[],
    deps: Deps,
    options: { workerId: string },
  ): Promise<void> {
    for (const definition of definitions) {
      await this.ensureQueue(definition);
      for (let i = 0; i < definition.concurrency; i++) {
        // The handler reads workerId only after work() has answered it.
        const workerId: string = await this.boss.work<object>(
          definition.name,
          {
            pollingIntervalSeconds: i === 0 ? IDLE_POLLING_SECONDS : SPARE_POLLING_SECONDS,
            batchSize: 1,
            includeMetadata: true,
          },
          async (jobs) => {
            this.busy.add(workerId);
            // More jobs may be waiting (enqueued elsewhere, or retries come due): one more worker looks.
            this.wake(definition.name, 1);
            try {
              for (const job of jobs) {
                const payload = definition.payload.parse(job.data);
                await definition.handle(deps, payload, {
                  id: job.id,
                  retryCount: (job as { retryCount?: number }).retryCount ?? 0,
                  workerId: options.workerId,
                });
              }
            } finally {
              this.busy.delete(workerId);
              // pg-boss waits out the polling interval after every job; while there is work, fetch again now.
              this.boss.notifyWorker(workerId);
            }
          },
        );
        this.workers.set(definition.name, [...(this.workers.get(definition.name) ?? []), workerId]);
      }
    }
  }
}
