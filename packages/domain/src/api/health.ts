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

/** The Chrome extension the server offers for download (a zip of its own build). */
export const ExtensionInfoResponse = z.object({
  /** Whether a build of the extension is there to download (`npm start` builds it). */
  available: z.boolean(),
  /** The built extension's version (its manifest), null when there is no build. */
  version: z.string().nullable(),
  /** The server's version: the download is meant to be the same one. */
  serverVersion: z.string(),
  /** The name the download is saved under, e.g. `sellerdesk-extension-0.1.0.zip`. */
  fileName: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
});
export type ExtensionInfoResponse = z.infer<typeof ExtensionInfoResponse>;

/** Health, the web app's run-time settings and the extension download: schemas for `endpoints.System`. */
export const SystemSchemas = {
  health: { response: HealthResponse },
  publicConfig: { response: PublicConfigResponse },
  extensionInfo: { response: ExtensionInfoResponse },
  /** Answers the zip's bytes (application/zip), not JSON. */
  extensionDownload: {},
};
