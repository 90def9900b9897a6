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

/** GET /extension: whether the server has its Chrome extension to download, and which version. */
export type ExtensionInfo = EndpointResponse<typeof endpoints.System.extensionInfo>;

export function useExtensionInfo() {
  return useQuery({
    queryKey: [...configKeys.all, 'extension'] as const,
    queryFn: ({ signal }) => call(endpoints.System.extensionInfo, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Where the browser downloads the extension zip (a plain link: the file is public, like the app itself). */
export const EXTENSION_DOWNLOAD_PATH = endpoints.System.extensionDownload.path;
