export { sanitizeDetailHtml, imagesToDetailHtml, type DetailHtmlOptions } from './sanitize';
export { detailImageUrls, detailPlainText } from './inspect';
export { safeHttpUrl } from './url';
export { ALLOWED_TAGS, ALLOWED_STYLES } from './policy';
export { hasHanText, mapDetailText } from './text-nodes';
