import { z } from '../zod';
import { PublicConfigResponse } from './config';

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  queue: z.object({ ok: z.boolean(), workerAlive: z.boolean() }),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** Health and the web app's run-time settings: schemas for `endpoints.System`. */
export const SystemSchemas = {
  health: { response: HealthResponse },
  publicConfig: { response: PublicConfigResponse },
};
