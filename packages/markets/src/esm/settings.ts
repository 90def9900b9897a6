import * as z from 'zod';
import type { MarketSettingsSpec } from '../port';

/** One ESM account for one site (G마켓 or 옥션): the master ID signs, the site's seller ID is named in `ssi`. */
export const EsmSettings = z.object({
  masterId: z
    .string()
    .trim()
    .min(2, { message: 'ESM+ 마스터 ID를 입력해주세요.' })
    .max(50, { message: 'ESM+ 마스터 ID가 너무 깁니다.' }),
  secretKey: z
    .string()
    .trim()
    .min(16, { message: 'ESM Trading API Secret Key를 입력해주세요.' })
    .max(200, { message: 'Secret Key가 너무 깁니다.' }),
  sellerId: z
    .string()
    .trim()
    .min(2, { message: '판매자 ID를 입력해주세요.' })
    .max(50, { message: '판매자 ID가 너무 깁니다.' }),
});
export type EsmSettings = z.infer<typeof EsmSettings>;

export function esmSettingsSpec(siteName: string): MarketSettingsSpec<EsmSettings> {
  return {
    schema: EsmSettings,
    fields: [
      {
        key: 'masterId',
        label: 'ESM+ 마스터 ID',
        secret: false,
        required: true,
        help: 'ESM PLUS에 로그인하는 마스터 ID (API 신청에 쓴 ID)',
      },
      {
        key: 'secretKey',
        label: 'Secret Key',
        secret: true,
        required: true,
        help: 'ESM Trading API 승인 메일로 받은 Secret Key',
      },
      {
        key: 'sellerId',
        label: `${siteName} 판매자 ID`,
        secret: false,
        required: true,
        help: `ESM PLUS에 연결된 ${siteName} 판매자 아이디`,
      },
    ],
  };
}
