import { WORK_SITES, type SourceSite, type WorkSite } from '@sellerdesk/domain';
import { CostcoWorkListBody, LinksWorkListBody } from '@sellerdesk/domain/api';
import {
  WORK_LISTS,
  canonicalProductUrl,
  detectSourceLink,
  firstUrl,
  parseSourceCode,
  pathPrefixAliases,
  workSiteOf,
  type SourceLink,
} from '@sellerdesk/sources/rules';
import type { WorkListRequest } from '../../hooks/api/collect';

/** Work lists in submit order (the domain's). Tmall items go through the Taobao work list. */
export { WORK_SITES };
/** Sites served under their emulator path at another address count as the site (see `detectSourceLink`). */
export { pathPrefixAliases };

/** Why a pasted line is left out of the request. */
export type LineProblem =
  /** An address, but not of a product at a supported site. */
  | 'unknownLink'
  /** Neither an address nor a product number of the chosen site. */
  | 'notACode'
  /** A Taobao/Tmall/1688 search or shop page: only the extension can collect from those. */
  | 'listLink'
  /** A second Costco search link: one request takes one search link. */
  | 'extraSearch'
  /** The same product again (same site and number). */
  | 'duplicate';

export type CollectLine = { line: number; text: string } & (
  | { kind: 'product' | 'code'; site: SourceSite; workSite: WorkSite; code: string }
  | { kind: 'search'; site: SourceSite; workSite: WorkSite }
  | { kind: 'invalid'; site: SourceSite | null; problem: LineProblem }
);

/**
 * A link of a real site or of a site under its emulator path (the sandbox's
 * `http://127.0.0.1:4010/costco/p/610001`), as the extension reads it too. The server, which knows the
 * configured addresses, still decides and answers a reason for anything it cannot read.
 */
export function detectLink(text: string): SourceLink | null {
  return detectSourceLink(text);
}

/**
 * Reads the pasted text line by line (blank lines ignored, line numbers as pasted): a product link of a
 * supported site, a Costco search or category link, or a bare product number — read as a product of
 * `codeSite`, since a number alone does not say where it is from. Everything else is kept with the reason
 * it will not be sent.
 */
export function parseCollectLines(text: string, codeSite: WorkSite): CollectLine[] {
  const lines: CollectLine[] = [];
  const seen = new Set<string>();
  let hasSearch = false;
  text.split(/\r?\n/).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (!trimmed) {
      return;
    }
    const line = index + 1;
    const link = detectLink(trimmed);
    let entry: CollectLine;
    if (link?.kind === 'product') {
      entry = {
        line,
        text: trimmed,
        kind: 'product',
        site: link.site,
        workSite: workSiteOf(link.site),
        code: link.code,
      };
    } else if (link?.kind === 'search' && WORK_LISTS[workSiteOf(link.site)].acceptsSearch) {
      entry = hasSearch
        ? { line, text: trimmed, kind: 'invalid', site: link.site, problem: 'extraSearch' }
        : { line, text: trimmed, kind: 'search', site: link.site, workSite: workSiteOf(link.site) };
      hasSearch = true;
    } else if (link) {
      entry = { line, text: trimmed, kind: 'invalid', site: link.site, problem: 'listLink' };
    } else if (firstUrl(trimmed)) {
      entry = { line, text: trimmed, kind: 'invalid', site: null, problem: 'unknownLink' };
    } else {
      const code = parseSourceCode(codeSite, trimmed);
      entry = code
        ? { line, text: trimmed, kind: 'code', site: codeSite, workSite: codeSite, code }
        : { line, text: trimmed, kind: 'invalid', site: null, problem: 'notACode' };
    }
    if (entry.kind === 'product' || entry.kind === 'code') {
      const key = `${entry.workSite}:${entry.code}`;
      if (seen.has(key)) {
        entry = { line, text: trimmed, kind: 'invalid', site: entry.site, problem: 'duplicate' };
      }
      seen.add(key);
    }
    lines.push(entry);
  });
  return lines;
}

export type CollectOptions = {
  count: number;
  groupName: string;
  memo: string;
  recollect: boolean;
  /** The seller's SmartStore category to put the products in (settings → 카테고리), when chosen. */
  targetCategoryId?: string | null;
};

/** A work list request (as the collect hook sends it) with the text lines it came from. */
export type CollectRequest = WorkListRequest & { lines: number[] };

/** One request per work list that has something to collect, in WORK_SITES order. */
export function buildCollectRequests(
  lines: readonly CollectLine[],
  options: CollectOptions,
): CollectRequest[] {
  const common = {
    groupName: options.groupName,
    memo: options.memo,
    recollect: options.recollect,
    ...(options.targetCategoryId ? { targetCategoryId: options.targetCategoryId } : {}),
  };
  const requests: CollectRequest[] = [];
  for (const site of WORK_SITES) {
    const own = lines.filter((line) => line.kind !== 'invalid' && line.workSite === site);
    if (own.length === 0) {
      continue;
    }
    const links = own.filter((line) => line.kind === 'product' || line.kind === 'code');
    const sent = links.map((line) => (line.kind === 'code' ? line.code : line.text));
    const numbers = own.map((line) => line.line);
    if (site === 'costco') {
      const search = own.find((line) => line.kind === 'search');
      requests.push({
        site,
        body: search
          ? { ...common, links: sent, searchUrl: firstUrl(search.text) ?? search.text, count: options.count }
          : { ...common, links: sent },
        lines: numbers,
      });
    } else {
      requests.push({ site, body: { ...common, links: sent }, lines: numbers });
    }
  }
  return requests;
}

export type RequestProblem = { field: 'links' | 'count' | 'groupName' | 'memo'; message: string };

/**
 * The first problem the shared contract finds in a request (Korean, as the server would answer it), with
 * the form field it belongs to.
 */
export function requestProblem(request: CollectRequest): RequestProblem | null {
  const parsed =
    request.site === 'costco'
      ? CostcoWorkListBody.safeParse(request.body)
      : LinksWorkListBody.safeParse(request.body);
  if (parsed.success) {
    return null;
  }
  const issue = parsed.error.issues[0];
  const key = issue?.path[0];
  const field = key === 'count' || key === 'groupName' || key === 'memo' ? key : 'links';
  return { field, message: issue?.message ?? '' };
}

/**
 * What stays in the box after a submit: lines of work lists whose request failed, and lines that were not
 * sent (so the seller can fix them) except repeats. Lines of accepted requests go away.
 */
export function remainingText(lines: readonly CollectLine[], acceptedSites: readonly WorkSite[]): string {
  return lines
    .filter((line) =>
      line.kind === 'invalid' ? line.problem !== 'duplicate' : !acceptedSites.includes(line.workSite),
    )
    .map((line) => line.text)
    .join('\n');
}

export type LineCounts = Record<WorkSite, number> & { invalid: number; search: boolean };

export function countLines(lines: readonly CollectLine[]): LineCounts {
  const counts: LineCounts = {
    ...(Object.fromEntries(WORK_SITES.map((site) => [site, 0])) as Record<WorkSite, number>),
    invalid: 0,
    search: false,
  };
  for (const line of lines) {
    if (line.kind === 'invalid') {
      counts.invalid += 1;
    } else if (line.kind === 'search') {
      counts.search = true;
    } else {
      counts[line.workSite] += 1;
    }
  }
  return counts;
}

/**
 * The product page an item of a work came from: the pasted product link (as the site's canonical address),
 * else the site's page for its number (items of a search link, bare numbers), else whatever address was
 * pasted.
 */
export function itemSourceUrl(item: {
  input: string;
  site: SourceSite | null;
  code: string | null;
}): string | null {
  const link = detectLink(item.input);
  if (link?.kind === 'product') {
    return link.url;
  }
  if (item.site && item.code) {
    return canonicalProductUrl(item.site, item.code);
  }
  return firstUrl(item.input);
}
