import { endpoints, type EndpointResponse } from '@sellerdesk/domain/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/http';

/**
 * GET /config/public (the server's run-time settings for the web app): `landingUrl` is where `/` goes
 * (empty → the start screen); an empty `channelTalkPluginKey` loads no chat widget.
 */
export type PublicConfig = EndpointResponse<typeof endpoints.System.publicConfig>;

export const FALLBACK_PUBLIC_CONFIG: PublicConfig = {
  landingUrl: '',
  channelTalkPluginKey: '',
  defaultDirection: 'ltr',
};

export const configKeys = {
  all: ['config'] as const,
  public: () => [...configKeys.all, 'public'] as const,
};

export function fetchPublicConfig(): Promise<PublicConfig> {
  return call(endpoints.System.publicConfig);
}

/** The public config; main.tsx seeds it before the first render, so it is always available. */
export function usePublicConfig(): PublicConfig {
  const query = useQuery({
    queryKey: configKeys.public(),
    queryFn: fetchPublicConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? FALLBACK_PUBLIC_CONFIG;
}
