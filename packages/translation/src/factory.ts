import { NoTranslator } from './batching';
import { TranslationError } from './port';
import type { Fetcher } from '@sellerdesk/outbound';
import type { Translator } from './port';
import { DeeplTranslator, GoogleTranslator, PapagoTranslator } from './providers';

/** The provider and its keys, as configured (environment or settings). `baseUrl` overrides the host. */
export type TranslatorConfig =
  | { provider: 'none' }
  | { provider: 'papago'; fetcher: Fetcher; papagoKeyId: string; papagoKey: string; baseUrl?: string }
  | { provider: 'deepl'; fetcher: Fetcher; deeplAuthKey: string; baseUrl?: string }
  | { provider: 'google'; fetcher: Fetcher; googleApiKey: string; baseUrl?: string };

function required(value: string, config: TranslatorConfig, name: string): string {
  if (!value || !value.trim()) {
    throw new TranslationError('config', config.provider, `${name} is empty`);
  }
  return value.trim();
}

export function createTranslator(config: TranslatorConfig): Translator {
  switch (config.provider) {
    case 'none':
      return new NoTranslator();
    case 'papago':
      return new PapagoTranslator(
        config.fetcher,
        required(config.papagoKeyId, config, 'papagoKeyId'),
        required(config.papagoKey, config, 'papagoKey'),
        config.baseUrl,
      );
    case 'deepl':
      return new DeeplTranslator(
        config.fetcher,
        required(config.deeplAuthKey, config, 'deeplAuthKey'),
        config.baseUrl,
      );
    case 'google':
      return new GoogleTranslator(
        config.fetcher,
        required(config.googleApiKey, config, 'googleApiKey'),
        config.baseUrl,
      );
  }
}
