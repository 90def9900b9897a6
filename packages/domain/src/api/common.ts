import { z } from '../zod';
import { EMAIL_MAX, PHONE_INPUT_MAX } from '../constants';

/** Success envelope: every successful call answers `{ data }` (spec §7: responses are unwrapped to it). */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

export const ApiErrorResponse = z.object({
  code: z.number().int().describe('HTTP status'),
  message: z.string().describe('사용자에게 보여줄 한국어 메시지'),
  reason: z.string().optional().describe('오류 카탈로그 키'),
});

/** An account name is the e-mail address, compared case-insensitively. */
export const Username = z
  .string()
  .trim()
  .max(EMAIL_MAX)
  .toLowerCase()
  .pipe(z.email().max(EMAIL_MAX))
  .meta({ format: 'email', example: 'seller@example.com' });

/** 8–64 characters with at least one letter and one digit. */
export const Password = z
  .string()
  .min(8)
  .max(64)
  .regex(/[A-Za-z]/, { message: '영문자를 한 글자 이상 포함해주세요.' })
  .regex(/[0-9]/, { message: '숫자를 한 글자 이상 포함해주세요.' });

/** Korean phone numbers: mobile 010-1234-5678 or landline 02-123-4567; hyphens optional. */
export const PhoneNumber = z
  .string()
  .trim()
  .max(PHONE_INPUT_MAX)
  .regex(/^0\d{1,2}-?\d{3,4}-?\d{4}$/, { message: '올바른 전화번호 형식이 아닙니다. (예: 010-1234-5678)' })
  .transform((value) => value.replace(/-/g, ''));

export const Page = z.object({
  page: z.coerce.number().int().min(1).default(1),
  maxRow: z.coerce.number().int().min(1).max(200).default(20),
});
export type Page = z.infer<typeof Page>;

export function pagedResult<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    maxRow: z.number().int(),
  });
}
