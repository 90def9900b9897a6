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

/** The queue as the rest of the server sees it: pg-boss on the application database. */
/**
 * How often an idle worker asks for a job. Every worker of every queue polls on its own (dozens in one
 * process), and on the embedded database those polls cost about a seventh of a core at 0.5 s — taken
 * from the jobs that run. Nothing waits for the poll in this process: enqueueing wakes the queue's
 * workers (`wake`) and a worker that finished a job fetches again at once; only jobs enqueued by
 * another process, and retries coming due, start on the next poll.
 */
const IDLE_POLLING_SECONDS = 2;

export class JobQueue {
  readonly boss: PgBoss;
  private readonly created = new Set<string>();
  /** Worker ids per queue name, for waking them (see `wake`). */
  private readonly workers = new Map<string, string[]>();

  constructor(executeSql: SqlExecutor, options: { onError: (error: Error) => void }) {
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

  /** Wakes this process's workers of a queue so new jobs start without waiting for the next poll. */
  private wake(name: string): void {
    for (const workerId of this.workers.get(name) ?? []) {
      this.boss.notifyWorker(workerId);
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
    this.wake(definition.name);
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
    this.wake(definition.name);
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
          { pollingIntervalSeconds: IDLE_POLLING_SECONDS, batchSize: 1, includeMetadata: true },
          async (jobs) => {
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
