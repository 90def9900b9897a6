/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base address; `/api` (same origin, proxied by the dev server) when unset. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
