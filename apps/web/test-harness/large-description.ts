/**
 * A detail page as big as they come: about 2 MB of Tmall-style markup (styled spans, size tables with
 * merged cells, mixed text in divs) with `images` pictures spread through it, all inside one wrapper
 * <div> as shop templates write it (the hard case for loading in parts: the cuts are inside it).
 */
const encoder = new TextEncoder();

export function largeDescription(targetBytes = 2_000_000, images = 100): string {
  const text =
    '本店所有商品均为正品保证，支持七天无理由退换货。拍下后48小时内发货，偏远地区除外。' +
    '건조한 피부를 위한 보습 크림으로 하루 종일 촉촉함을 유지합니다. ';
  const sections = [
    (i: number) =>
      `<p style="text-align: center;"><span style="font-size: 18.0px;"><strong><span style="color: #ff0000;">温馨提示 ${i}</span></strong></span></p>`,
    (i: number) =>
      `<p style="line-height: 1.8;"><span style="font-family: microsoft yahei;font-size: 14.0px;color: #333333;">${text}<span style="background-color: #ffff00;">正品保证 ${i}</span>${text}</span><br>${text}</p>`,
    (i: number) =>
      `<table border="1" cellspacing="0" cellpadding="0" width="750" style="border-collapse: collapse;"><tbody><tr style="background-color: #f2f2f2;"><td rowspan="2" width="90">尺码 ${i}</td><td colspan="3">上衣（cm）</td></tr><tr><td>衣长</td><td>胸围</td><td>袖长</td></tr><tr><td>S</td><td>66</td><td>100</td><td>58</td></tr><tr><td>M</td><td>68</td><td>104</td><td>59</td></tr></tbody></table>`,
    (i: number) =>
      `<div style="width: 750.0px;margin: 0 auto;">产品参数 ${i}<br><p style="margin: 10.0px 0;"><font color="#666666" size="2">品牌：其他/other 型号：XK-${i} 材质：304不锈钢</font></p>${text}</div>`,
  ];
  const bytes = (s: string) => encoder.encode(s).length;
  const parts: string[] = [];
  let size = 0;
  let i = 0;
  // Estimate the sections per image so pictures are spread over the whole page.
  const sample = bytes(sections.map((s) => s(0)).join(''));
  const sectionsPerImage = Math.max(1, Math.floor(targetBytes / images / (sample / sections.length)));
  let placed = 0;
  while (size < targetBytes || placed < images) {
    if (i % sectionsPerImage === 0 && placed < images) {
      const image = `<p style="text-align: center;"><img src="/img/${placed}.png" width="750" height="420" style="display: block;margin: 0 auto;" alt="상세 이미지 ${placed + 1}"></p>`;
      parts.push(image);
      size += bytes(image);
      placed += 1;
    }
    const section = sections[i % sections.length]!(i);
    parts.push(section);
    size += bytes(section);
    i += 1;
  }
  return `<div class="desc-wrapper" style="width: 790px;margin: 0 auto;">\n${parts.join('\n')}\n</div>`;
}
