import * as z from 'zod';
import type { MarketSettingsSpec } from '../port';

export const WeMakePriceSettings = z.object({
  /** The W Partner API key, sent as the `apiKey` header of every call (no signature). */
  apiKey: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z_-]{16,128}$/, { message: '위메프 W파트너 API 키는 영문·숫자 16~128자입니다.' }),
});
export type WeMakePriceSettings = z.infer<typeof WeMakePriceSettings>;

export const WEMAKEPRICE_SETTINGS: MarketSettingsSpec<WeMakePriceSettings> = {
  schema: WeMakePriceSettings,
  fields: [
    {
      key: 'apiKey',
      label: 'W파트너 API 키',
      secret: true,
      required: true,
      help: '위메프 W파트너센터에서 발급받은 API 키 (위메프는 2025-11-10 파산 선고로 현재 입점·판매가 불가합니다)',
    },
  ],
};
