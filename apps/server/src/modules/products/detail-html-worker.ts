/**
 * A worker thread of the detail-HTML pool (`detail-html-pool.ts`): runs the one HTML policy,
 * `cleanDetailHtml`, on what the pool sends and posts back the result or the error's reason and message.
 */
import { parentPort } from 'node:worker_threads';
import { cleanDetailHtml } from './update-product';

type Task = { id: number; args: Parameters<typeof cleanDetailHtml> };

parentPort?.on('message', ({ id, args }: Task) => {
  try {
    parentPort?.postMessage({ id, html: cleanDetailHtml(...args) });
  } catch (error) {
    const { name, message, reason } = error as Error & { reason?: string };
    parentPort?.postMessage({ id, error: { name, message, reason } });
  }
});
