import { SourceError } from '../failures';
import { list, record, text } from '../finalize';
import type { SourceDescription } from '../model';
import { cleanDescriptionHtml, picturesToHtml } from '../text/description';
import { cleanImageList } from '../text/images';
import type { TaobaoSite } from './res';

/**
 * `mtop.taobao.detail.getdesc` answers in one of two shapes: seller HTML in
 * `components.componentData.desc_richtext_pc.model.text`, or a `components.layout[]` of ids whose
 * `componentData[id].model.picUrl` are the pictures in order. The older v6 answer has
 * `wdescContent.pages[]` in the wireless markup (`<img>url</img>`, `<txt>text</txt>`).
 * A `data.url` instead of content is the captcha page the site wants the buyer to pass.
 */
export function parseGetdescData(dataInput: unknown, site: TaobaoSite, base: string): SourceDescription {
  const data = record(dataInput);
  if (!data) {
    return { kind: 'none' };
  }
  const redirect = text(data.url);
  if (redirect && !data.components) {
    throw new SourceError('CAPTCHA', site, `getdesc redirect: ${redirect}`);
  }

  const components = record(data.components);
  const componentData = record(components?.componentData) ?? {};
  const richText = text(record(record(componentData.desc_richtext_pc)?.model)?.text);
  if (richText) {
    return htmlOrNone(cleanDescriptionHtml(richText, base));
  }

  const layout = list(components?.layout);
  const ids = layout.length
    ? layout.map((entry) => text(record(entry)?.ID))
    : Object.keys(componentData).filter((key) => key.startsWith('detail_pic'));
  const parts: string[] = [];
  for (const id of ids) {
    const model = record(record(componentData[id])?.model);
    const picture = cleanImageList([model?.picUrl], base)[0];
    if (picture) {
      parts.push(picturesToHtml([picture]));
    } else if (text(model?.text)) {
      parts.push(cleanDescriptionHtml(text(model?.text), base));
    }
  }
  if (parts.length) {
    return htmlOrNone(parts.join(''));
  }

  const pages = list(record(data.wdescContent)?.pages).map(text).filter(Boolean);
  if (pages.length) {
    return htmlOrNone(cleanDescriptionHtml(wirelessMarkupToHtml(pages.join('')), base));
  }
  return { kind: 'none' };
}

function htmlOrNone(html: string): SourceDescription {
  return html ? { kind: 'html', html } : { kind: 'none' };
}

function wirelessMarkupToHtml(markup: string): string {
  return markup
    .replace(/<img[^>]*>\s*([^<\s]+)\s*<\/img>/gi, '<p><img src="$1" /></p>')
    .replace(/<txt[^>]*>([\s\S]*?)<\/txt>/gi, '<p>$1</p>');
}

/**
 * The description the page itself carries once the buyer scrolled to it (the extension sends the
 * rendered HTML): the element with class `desc-root` or id `description` / `J_DivItemDesc`.
 */
export function pageDescriptionHtml(html: string, base: string): string | null {
  const open =
    /<(div|section)\b[^>]*(?:class="[^"]*\bdesc-root\b[^"]*"|id="(?:description|J_DivItemDesc)")[^>]*>/i.exec(
      html,
    );
  if (!open) {
    return null;
  }
  const tag = open[1]!.toLowerCase();
  const start = open.index + open[0].length;
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
  pattern.lastIndex = start;
  let depth = 1;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) {
      const cleaned = cleanDescriptionHtml(html.slice(start, match.index), base);
      return /<img\b|[^\s<>]{2,}/.test(cleaned) ? cleaned : null;
    }
  }
  return null;
}
