import { z } from '../zod';
import { ItemStateSchema, WorkProgress } from './collect';

/** "상세페이지 다시 처리": the caller's products whose collected detail page is processed again. */
export const ReprocessDetailPageBody = z.object({ ids: z.array(z.uuid()).min(1).max(1000) });
export const ReprocessDetailPageResponse = z.object({
  workNumber: z.number().int(),
  /** Products queued (the caller's own among the ids; others' and unknown ids are left out). */
  total: z.number().int(),
});
export type ReprocessDetailPageResponse = z.infer<typeof ReprocessDetailPageResponse>;

export const DetailPageWorkQuery = z.object({ workNumber: z.coerce.number().int().min(1) });
export const DetailPageWorkResponse = z.object({
  work: WorkProgress,
  items: z.array(
    z.object({
      id: z.string(),
      position: z.number().int(),
      productId: z.string(),
      title: z.string().nullable(),
      state: ItemStateSchema,
      /** What was done or went wrong, in Korean. */
      reason: z.string().nullable(),
      attempts: z.number().int(),
      finishedAt: z.string().nullable(),
    }),
  ),
});
export type DetailPageWorkResponse = z.infer<typeof DetailPageWorkResponse>;

/** /Product/ReprocessDetailPage and its progress live with the product endpoints. */
export const DetailContentSchemas = {
  ReprocessDetailPage: { body: ReprocessDetailPageBody, response: ReprocessDetailPageResponse },
  GetReprocessDetailPage: { query: DetailPageWorkQuery, response: DetailPageWorkResponse },
};
