/**
 * ESM's goods store (markets.md §4.2): one master `goodsNo` per goods with a goods number, seller and sale
 * state per site (G마켓 `gmkt`, 옥션 `iac`). What the real API checks on top of the body itself:
 * - a create or PUT lists a site only when the token's `ssi` names that site's seller of the master;
 * - PUT replaces the whole goods: it may add a site (its goods number is given then) but must carry every
 *   site the goods is listed on — a missing one is refused (stopping a site is `sell-status`'s job);
 * - `sell-status` carries the state of every listed site, and changes only sites whose seller the token
 *   names;
 * - DELETE removes the master, both sites with it.
 */

export type SiteKey = 'gmkt' | 'iac';
export type SiteLetter = 'G' | 'A';
/** Who a request is: the master of its `kid`, and the site sellers its `ssi` names. */
export type EsmAuth = { masterId: string; sellers: Map<SiteLetter, string> };

type SiteState = { goodsNo: string; sellerId: string; isSell: boolean };
export type EsmGoods = {
  goodsNo: number;
  masterId: string;
  body: Record<string, unknown>;
  sites: Partial<Record<SiteKey, SiteState>>;
};

/** An answer's own fields, or a business refusal (`resultCode` ≠ 0). */
export type Outcome = { answer: Record<string, unknown> } | { code: number; message: string };

const SITES: readonly { key: SiteKey; letter: SiteLetter; siteType: number; name: string }[] = [
  { key: 'gmkt', letter: 'G', siteType: 2, name: 'G마켓' },
  { key: 'iac', letter: 'A', siteType: 1, name: '옥션' },
];

const refuse = (message: string, code = 3000): Outcome => ({ code, message });
const managedCodeOf = (goods: EsmGoods) =>
  (goods.body.itemAddtionalInfo as { managedCode?: string } | undefined)?.managedCode ?? null;

/** The sites a body's `itemBasicInfo.category.site` lists. */
function bodySites(body: Record<string, unknown>) {
  const entries =
    (body.itemBasicInfo as { category?: { site?: { siteType?: unknown }[] } } | undefined)?.category?.site ??
    [];
  return SITES.filter((site) => entries.some((entry) => Number(entry.siteType) === site.siteType));
}

export class EsmGoodsStore {
  readonly goods = new Map<number, EsmGoods>();
  private sequence = 0;

  clear(): void {
    this.goods.clear();
  }

  /** The goods of the token's master, or the refusal ESM answers for a missing or foreign one. */
  find(auth: EsmAuth, goodsNo: string): EsmGoods | Outcome {
    const goods = this.goods.get(Number(goodsNo));
    if (!goods || goods.masterId !== auth.masterId) {
      return refuse(`상품(${goodsNo})이 존재하지 않거나 다른 판매자의 상품입니다.`, 1000);
    }
    return goods;
  }

  create(auth: EsmAuth, body: Record<string, unknown>): Outcome {
    const sites = bodySites(body);
    for (const site of sites) {
      if (!auth.sellers.has(site.letter)) {
        return refuse(`토큰(ssi)에 ${site.name} 판매자 ID가 없습니다.`);
      }
    }
    this.sequence += 1;
    const goods: EsmGoods = {
      goodsNo: 3_000_000_000 + this.sequence,
      masterId: auth.masterId,
      body,
      sites: {},
    };
    for (const site of sites) {
      goods.sites[site.key] = this.listOn(site.key, auth.sellers.get(site.letter)!);
    }
    this.goods.set(goods.goodsNo, goods);
    return { answer: { goodsNo: goods.goodsNo, siteDetail: this.siteDetail(goods) } };
  }

  update(auth: EsmAuth, goods: EsmGoods, body: Record<string, unknown>): Outcome {
    const sites = bodySites(body);
    for (const site of SITES) {
      if (goods.sites[site.key] && !sites.includes(site)) {
        return refuse(
          `상품 수정은 전체 수정입니다: ${site.name}에 등록된 상품의 ${site.name} 정보(category.site)가 없습니다. 판매 중지는 판매상태 변경(sell-status)으로 해주세요.`,
        );
      }
    }
    const added = sites.filter((site) => !goods.sites[site.key]);
    for (const site of added) {
      if (!auth.sellers.has(site.letter)) {
        return refuse(`토큰(ssi)에 ${site.name} 판매자 ID가 없어 ${site.name}에 등록할 수 없습니다.`);
      }
    }
    goods.body = body;
    for (const site of added) {
      goods.sites[site.key] = this.listOn(site.key, auth.sellers.get(site.letter)!);
    }
    return { answer: { goodsNo: goods.goodsNo, siteDetail: this.siteDetail(goods) } };
  }

  sellStatus(auth: EsmAuth, goods: EsmGoods, body: Record<string, unknown>): Outcome {
    const isSell = (body.isSell ?? {}) as Partial<Record<SiteKey, unknown>>;
    for (const site of SITES) {
      const state = goods.sites[site.key];
      if (state && typeof isSell[site.key] !== 'boolean') {
        return refuse(`판매상태(isSell.${site.key})가 없습니다. 등록된 모든 사이트의 판매상태를 보내주세요.`);
      }
      if (state && isSell[site.key] !== state.isSell && !auth.sellers.has(site.letter)) {
        return refuse(`토큰(ssi)에 ${site.name} 판매자 ID가 없어 ${site.name} 판매상태를 바꿀 수 없습니다.`);
      }
    }
    for (const site of SITES) {
      const state = goods.sites[site.key];
      if (state) {
        state.isSell = isSell[site.key] === true;
      }
    }
    return { answer: {} };
  }

  remove(goods: EsmGoods): Outcome {
    this.goods.delete(goods.goodsNo);
    return { answer: {} };
  }

  /** The goods read: master number, per-site goods numbers and sale state, and the body as stored. */
  read(goods: EsmGoods): Record<string, unknown> {
    return {
      goodsNo: goods.goodsNo,
      siteDetail: this.siteDetail(goods),
      isSell: Object.fromEntries(
        SITES.filter((site) => goods.sites[site.key]).map((site) => [
          site.key,
          goods.sites[site.key]!.isSell,
        ]),
      ),
      ...goods.body,
    };
  }

  /** Goods of the master listed on one of `siteId` ("1"/"2") by one of `siteSellerId`, by seller code. */
  search(auth: EsmAuth, query: { managedCode?: unknown; siteId?: unknown; siteSellerId?: unknown }) {
    const siteIds = Array.isArray(query.siteId) ? query.siteId.map(String) : null;
    const sellerIds = Array.isArray(query.siteSellerId) ? query.siteSellerId.map(String) : null;
    return [...this.goods.values()]
      .filter((goods) => goods.masterId === auth.masterId)
      .filter((goods) => !query.managedCode || managedCodeOf(goods) === query.managedCode)
      .filter((goods) =>
        SITES.some((site) => {
          const state = goods.sites[site.key];
          return (
            state &&
            (!siteIds || siteIds.includes(String(site.siteType))) &&
            (!sellerIds || sellerIds.includes(state.sellerId))
          );
        }),
      )
      .map((goods) => ({
        goodsNo: goods.goodsNo,
        managedCode: managedCodeOf(goods),
        siteGoodsNo: { gmkt: goods.sites.gmkt?.goodsNo ?? null, iac: goods.sites.iac?.goodsNo ?? null },
      }));
  }

  /** What the emulator's `listings` control shows: one row per master goods with both sites. */
  listings() {
    return [...this.goods.values()].map((goods) => ({
      goodsNo: goods.goodsNo,
      siteGoodsNo: { gmkt: goods.sites.gmkt?.goodsNo ?? null, iac: goods.sites.iac?.goodsNo ?? null },
      isSell: { gmkt: goods.sites.gmkt?.isSell ?? null, iac: goods.sites.iac?.isSell ?? null },
      sellers: { gmkt: goods.sites.gmkt?.sellerId ?? null, iac: goods.sites.iac?.sellerId ?? null },
      managedCode: managedCodeOf(goods),
    }));
  }

  private listOn(key: SiteKey, sellerId: string): SiteState {
    this.sequence += 1;
    // G마켓 goods numbers are digits, 옥션's start with a letter (as the sites show them).
    const goodsNo =
      key === 'gmkt' ? String(2_500_000_000 + this.sequence) : `B${700_000_000 + this.sequence}`;
    return { goodsNo, sellerId, isSell: true };
  }

  private siteDetail(goods: EsmGoods) {
    return {
      gmkt: { SiteGoodsNo: goods.sites.gmkt?.goodsNo ?? null },
      iac: { SiteGoodsNo: goods.sites.iac?.goodsNo ?? null },
    };
  }
}
