import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { DomainError, type ErrorReason } from '@sellerdesk/domain';
import { AppError } from '../../infra/http/errors';
import { cleanDetailHtml } from './update-product';

/**
 * Past this many characters the policy runs on a worker thread: cleaning a page costs about a second
 * per megabyte of CPU, and on the event loop that second would stall every other request (and, on the
 * embedded database, every query, which runs on the same loop). Collected pages (30–80 KB) stay inline.
 */
export const OFF_LOOP_HTML_CHARS = 128 * 1024;

type CleanArgs = Parameters<typeof cleanDetailHtml>;
type Reply = { id: number; html?: string; error?: { name: string; message: string; reason?: string } };
type Pending = { resolve: (html: string) => void; reject: (error: Error) => void };

/** One of the pool's threads and the tasks it was given, in order. */
type PoolThread = { worker: Worker; pending: Map<number, Pending> };

/**
 * The worker's thread: the bundled `detail-html-worker.js` beside this chunk in dist; from the sources
 * (dev, tests, benches) the TypeScript module, loaded through tsx registered in the new thread.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./detail-html-worker.js', import.meta.url));
  }
  const source = new URL('./detail-html-worker.ts', import.meta.url).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
    { eval: true },
  );
}

/** The error the policy threw, rebuilt on this side of the thread (its reason picks the answer). */
function rebuiltError(error: NonNullable<Reply['error']>): Error {
  if (error.reason && error.name === 'DomainError') {
    return new DomainError(error.reason as ErrorReason, error.message);
  }
  if (error.reason) {
    return new AppError(error.reason as ErrorReason, error.message);
  }
  return new Error(error.message);
}

/**
 * A small pool of worker threads for big pages, at most one thread short of the machine's cores, so
 * big saves queue for a thread instead of taking every core. Threads start on first use and do not
 * keep the process alive.
 */
class DetailHtmlPool {
  private readonly threads: PoolThread[] = [];
  private nextId = 0;

  constructor(private readonly size: number) {}

  clean(args: CleanArgs): Promise<string> {
    const thread = this.leastBusy();
    const id = this.nextId++;
    return new Promise<string>((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.ref();
      thread.worker.postMessage({ id, args });
    });
  }

  private leastBusy(): PoolThread {
    const idle = this.threads.find((thread) => thread.pending.size === 0);
    if (idle || this.threads.length >= this.size) {
      return idle ?? this.threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
    }
    return this.start();
  }

  private start(): PoolThread {
    const thread: PoolThread = { worker: startWorker(), pending: new Map() };
    thread.worker.unref();
    thread.worker.on('message', (reply: Reply) => {
      const task = thread.pending.get(reply.id);
      thread.pending.delete(reply.id);
      if (thread.pending.size === 0) {
        thread.worker.unref();
      }
      if (reply.error) {
        task?.reject(rebuiltError(reply.error));
      } else {
        task?.resolve(reply.html ?? '');
      }
    });
    // A thread that dies fails its tasks (the request answers 500 and is logged) and leaves the pool;
    // the next big page starts a new one.
    const fail = (error: Error) => {
      this.threads.splice(this.threads.indexOf(thread), 1);
      for (const task of thread.pending.values()) {
        task.reject(error);
      }
      thread.pending.clear();
    };
    thread.worker.once('error', fail);
    thread.worker.once('exit', (code) => {
      if (this.threads.includes(thread)) {
        fail(new Error(`detail HTML worker exited with code ${code}`));
      }
    });
    this.threads.push(thread);
    return thread;
  }
}

const pool = new DetailHtmlPool(Math.max(1, Math.min(2, os.availableParallelism() - 1)));

/**
 * `cleanDetailHtml` for HTML that arrives in a request: the same policy, run on a worker thread when
 * the page is big so the event loop keeps serving everyone else meanwhile.
 */
export async function cleanDetailHtmlOffLoop(...args: CleanArgs): Promise<string> {
  const [html] = args;
  return html.length < OFF_LOOP_HTML_CHARS ? cleanDetailHtml(...args) : pool.clean(args);
}
