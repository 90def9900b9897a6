import * as z from 'zod';
import type { MarketSettingsSpec } from '../port';

/** A bcrypt salt string, which is what Naver issues as the application secret. */
const BCRYPT_SALT = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{22}/;

export const SmartStoreSettings = z.object({
  clientId: z
    .string()
    .trim()
    .min(1, { message: '애플리케이션 ID를 입력해주세요.' })
    .max(100, { message: '애플리케이션 ID가 너무 깁니다.' }),
  clientSecret: z.string().trim().regex(BCRYPT_SALT, {
    message: '애플리케이션 시크릿 형식이 올바르지 않습니다. ($2a$로 시작하는 값을 그대로 붙여넣어주세요.)',
  }),
  /** Only for solution (agency) applications: the seller's account the token is issued for. */
  sellerAccountId: z.string().trim().max(100).default(''),
});
export type SmartStoreSettings = z.infer<typeof SmartStoreSettings>;

export const SMARTSTORE_SETTINGS: MarketSettingsSpec<SmartStoreSettings> = {
  schema: SmartStoreSettings,
  fields: [
    {
      key: 'clientId',
      label: '애플리케이션 ID',
      secret: false,
      required: true,
      help: '커머스API센터 > 애플리케이션 > 내 스토어 애플리케이션의 애플리케이션 ID',
    },
    {
      key: 'clientSecret',
      label: '애플리케이션 시크릿',
      secret: true,
      required: true,
      help: '같은 화면의 애플리케이션 시크릿 ($2a$로 시작)',
      placeholder: '$2a$04$…',
    },
    {
      key: 'sellerAccountId',
      label: '판매자 계정 ID (솔루션 앱만)',
      secret: false,
      required: false,
      help: '솔루션(대행사) 애플리케이션으로 연결할 때만 판매자의 계정 ID를 입력합니다. 내 스토어 애플리케이션이면 비워두세요.',
    },
  ],
};
