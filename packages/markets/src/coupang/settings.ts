import * as z from 'zod';
import type { MarketSettingsSpec } from '../port';

export const CoupangSettings = z.object({
  vendorId: z
    .string()
    .trim()
    .regex(/^A\d{8}$/, { message: '업체코드는 A로 시작하는 9자리입니다. (예: A00012345)' }),
  accessKey: z
    .string()
    .trim()
    .min(10, { message: 'Access Key를 입력해주세요.' })
    .max(100, { message: 'Access Key가 너무 깁니다.' }),
  secretKey: z
    .string()
    .trim()
    .min(10, { message: 'Secret Key를 입력해주세요.' })
    .max(200, { message: 'Secret Key가 너무 깁니다.' }),
  /** The WING login id: Coupang records who registered each product (vendorUserId). */
  wingUserId: z
    .string()
    .trim()
    .min(1, { message: 'WING 로그인 아이디를 입력해주세요.' })
    .max(100, { message: 'WING 로그인 아이디가 너무 깁니다.' }),
});
export type CoupangSettings = z.infer<typeof CoupangSettings>;

export const COUPANG_SETTINGS: MarketSettingsSpec<CoupangSettings> = {
  schema: CoupangSettings,
  fields: [
    {
      key: 'vendorId',
      label: '업체코드',
      secret: false,
      required: true,
      help: 'WING > 판매자정보에 있는 업체코드 (A로 시작)',
      placeholder: 'A00012345',
    },
    {
      key: 'accessKey',
      label: 'Access Key',
      secret: false,
      required: true,
      help: 'WING > 판매자정보 > 추가판매정보 > OPEN API 키 발급에서 받은 Access Key',
    },
    {
      key: 'secretKey',
      label: 'Secret Key',
      secret: true,
      required: true,
      help: '같은 화면의 Secret Key (발급 후 180일 동안 유효합니다)',
    },
    {
      key: 'wingUserId',
      label: 'WING 로그인 아이디',
      secret: false,
      required: true,
      help: '상품 등록자로 기록되는 WING 로그인 아이디',
    },
  ],
};
