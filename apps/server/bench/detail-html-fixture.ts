/**
 * Realistic detail pages for benchmarks: what a collected Taobao/Tmall page looks like once the seller has
 * it (30–80 KB of HTML): long runs of full-width images — some already moved into this server's image
 * store, some still on the source CDN —, spec tables, styled paragraphs of Chinese and Korean copy and the
 * sizing chart. Deterministic per seed, so a run is repeatable; every page differs (its own image
 * addresses, sizes and copy), so compression does not flatter it.
 */
import crypto from 'node:crypto';

export const DETAIL_HTML_MIN_BYTES = 30_000;
export const DETAIL_HTML_MAX_BYTES = 80_000;

const COPY_ZH = [
  '本店所有商品均为实物拍摄，因显示器不同可能存在轻微色差，请以实物为准。',
  '面料采用优质亚麻混纺，透气吸汗，夏季穿着清爽舒适，不易起皱。',
  '宽松版型设计，遮肉显瘦，百搭休闲，通勤出游都适合。',
  '洗涤说明：建议手洗，水温不超过30度，不可漂白，阴凉处晾干。',
  '尺码为手工平铺测量，误差在1-3厘米属于正常范围。',
];
const COPY_KO = [
  '모든 상품은 실제 촬영 이미지이며 모니터에 따라 약간의 색상 차이가 있을 수 있습니다.',
  '고급 린넨 혼방 원단으로 통기성과 흡습성이 좋아 여름에도 시원하게 입을 수 있습니다.',
  '루즈핏 디자인으로 체형 커버에 좋고 출근룩, 여행룩 어디에나 잘 어울립니다.',
  '세탁 안내: 30도 이하 손세탁을 권장하며 표백제 사용을 삼가 주세요.',
  '사이즈는 단면 실측 기준이며 1~3cm 오차는 정상 범위입니다.',
];

/** A small deterministic generator (mulberry32): the same seed gives the same page. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hex(next: () => number, length: number): string {
  return crypto.createHash('sha256').update(String(next())).digest('hex').slice(0, length);
}

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

function image(next: () => number): string {
  if (next() < 0.6) {
    // Already in this server's content-addressed store (what collection writes).
    const hash = hex(next, 64);
    return `<p style="text-align:center;margin:0px"><img src="/api/images/${hash.slice(0, 2)}/${hash}.jpg" alt="" width="750" height="${600 + Math.floor(next() * 600)}" /></p>`;
  }
  const shop = 2_200_000_000 + Math.floor(next() * 99_999_999);
  return `<p style="text-align:center"><img src="https://img.alicdn.com/imgextra/i${1 + Math.floor(next() * 4)}/${shop}/O1CN01${hex(next, 22)}_!!${shop}.jpg" alt="" style="max-width:750px" /></p>`;
}

function specTable(next: () => number): string {
  const rows = [
    ['品牌', 'Other/其他'],
    ['面料', `亚麻 ${40 + Math.floor(next() * 40)}% / 棉`],
    ['颜色分类', '白色 黑色 卡其色 雾霾蓝'],
    ['尺码', 'S M L XL 2XL'],
    ['适用季节', '夏季'],
    ['货号', `LX${Math.floor(next() * 1e8)}`],
    ['上市年份季节', '2026年夏季'],
  ];
  const cells = rows
    .map(
      ([name, value]) =>
        `<tr><td style="border:1px solid #dddddd;padding:6px 10px;background-color:#f7f7f7;font-weight:bold">${name}</td><td style="border:1px solid #dddddd;padding:6px 10px">${value}</td></tr>`,
    )
    .join('');
  return `<table style="width:750px;border-collapse:collapse;margin:20px auto;font-size:13px"><tbody>${cells}</tbody></table>`;
}

function sizeChart(next: () => number): string {
  const header = ['尺码', '衣长', '胸围', '肩宽', '袖长']
    .map((h) => `<th style="border:1px solid #cccccc;padding:5px">${h}</th>`)
    .join('');
  const body = ['S', 'M', 'L', 'XL', '2XL']
    .map(
      (size, i) =>
        `<tr><td style="border:1px solid #cccccc;padding:5px;text-align:center">${size}</td>${[
          66, 104, 40, 58,
        ]
          .map(
            (base) =>
              `<td style="border:1px solid #cccccc;padding:5px;text-align:center">${base + i * 2 + Math.floor(next() * 2)}</td>`,
          )
          .join('')}</tr>`,
    )
    .join('');
  return `<table style="width:750px;border-collapse:collapse;margin:10px auto"><thead><tr>${header}</tr></thead><tbody>${body}</tbody></table>`;
}

function copy(next: () => number): string {
  const zh = pick(next, COPY_ZH);
  const ko = pick(next, COPY_KO);
  const colour = pick(next, ['#333333', '#e4393c', '#666666', '#1a1a1a']);
  return (
    `<p style="text-align:center;color:${colour};font-size:${14 + Math.floor(next() * 6)}px;line-height:1.8"><span>${zh}</span></p>` +
    `<p style="text-align:center;color:#333333;font-size:15px"><strong>${ko}</strong></p>`
  );
}

/** A detail page of 30–80 KB of UTF-8 (its size drawn from the seed), as stored after collection. */
export function detailHtmlFixture(seed: number): string {
  const next = random(seed);
  const target = DETAIL_HTML_MIN_BYTES + Math.floor(next() * (DETAIL_HTML_MAX_BYTES - DETAIL_HTML_MIN_BYTES));
  const parts = [
    `<div style="width:750px;margin:0 auto">`,
    `<h2 style="text-align:center;font-size:22px">女士夏季亚麻衬衫 · 여성 여름 린넨 셔츠</h2>`,
  ];
  let length = Buffer.byteLength(parts.join(''));
  const section = [image, image, copy, image, specTable, image, image, copy, sizeChart, image] as const;
  for (let i = 0; length < target; i += 1) {
    const part = section[i % section.length]!(next);
    parts.push(part);
    length += Buffer.byteLength(part);
  }
  parts.push('</div>');
  return parts.join('');
}
