import { STORED_HTML_FIELDS, tooLongMessage } from '../stored-limits';
import { z } from '../zod';

/** HTML the seller puts above and below every detail page (spec §3 detailHtmlModel). */
export const DetailHtmlModel = z.object({
  usableTop: z.boolean(),
  usableBottom: z.boolean(),
  top: z.string().max(STORED_HTML_FIELDS.top.max, tooLongMessage(STORED_HTML_FIELDS.top)),
  bottom: z.string().max(STORED_HTML_FIELDS.bottom.max, tooLongMessage(STORED_HTML_FIELDS.bottom)),
});
export type DetailHtmlModel = z.infer<typeof DetailHtmlModel>;

export const DEFAULT_DETAIL_HTML: DetailHtmlModel = Object.freeze({
  usableTop: false,
  usableBottom: false,
  top: '',
  bottom: '',
});

/** The detail page as uploaded: the top and bottom blocks around the product's own HTML, when switched on. */
export function composeDetailHtml(detailPageHtml: string, model: DetailHtmlModel): string {
  return [model.usableTop ? model.top : '', detailPageHtml, model.usableBottom ? model.bottom : '']
    .filter((part) => part.trim() !== '')
    .join('\n');
}
