import { z } from '../zod';

/** What the web app reads at start (GET /config/public): runtime settings, nothing secret. */
export const PublicConfigResponse = z.object({
  landingUrl: z.string(),
  channelTalkPluginKey: z.string(),
  defaultDirection: z.enum(['ltr', 'rtl']),
});
export type PublicConfigResponse = z.infer<typeof PublicConfigResponse>;
