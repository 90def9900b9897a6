import * as z from 'zod';
import type { MarketSettingsSpec } from '../port';

export const ElevenstSettings = z.object({
  /** The static OpenAPI key, sent as the `openapikey` header of every call. */
  apiKey: z
    .string()
    .trim()
    .regex(/^[0-9a-zA-Z]{16,64}$/, { message: '11번가 OpenAPI 키는 영문·숫자 16~64자입니다.' }),
});
export type ElevenstSettings = z.infer<typeof ElevenstSettings>;

export const ELEVENST_SETTINGS: MarketSettingsSpec<ElevenstSettings> = {
  schema: ElevenstSettings,
  fields: [
    {
      key: 'apiKey',
      label: 'OpenAPI 키',
      secret: true,
      required: true,
      help: '11번가 셀러오피스 > 판매자정보 > OpenAPI 센터에서 발급받은 키 (발급할 때 셀러데스크 서버 IP를 등록해주세요)',
    },
  ],
};
