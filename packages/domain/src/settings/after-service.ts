import { z } from '../zod';
import { DEFAULT_AFTER_SERVICE_CONTENT } from '../constants';

/** After-sales info sent with every upload (spec §3 afterServiceInfoModel). */
export const AfterServiceInfoModel = z.object({
  content: z.string().trim().min(1).max(1000),
  phone: z.string().trim().max(20),
});
export type AfterServiceInfoModel = z.infer<typeof AfterServiceInfoModel>;

/** Spec §9: '상세 페이지 참조' and the seller's own phone number in place of the {phone} placeholder. */
export function defaultAfterServiceInfo(phone: string): AfterServiceInfoModel {
  return { content: DEFAULT_AFTER_SERVICE_CONTENT, phone: phone.trim() };
}
