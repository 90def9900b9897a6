import type { WorkListResponse } from '@sellerdesk/domain/api';
import type { NewRunItem } from './run';
import type { SourceSite } from './sites';

/** What the popup and the pages ask the service worker (which makes every server call). */
export type Request =
  | { type: 'login'; username: string; password: string }
  | { type: 'logout' }
  /** Collect the product page the message comes from (sender tab). */
  | { type: 'collect-tab'; site: SourceSite }
  | { type: 'start-run'; pageUrl: string; items: NewRunItem[] }
  | { type: 'resume-run' }
  | { type: 'cancel-run' }
  | { type: 'clear-run' }
  /** Compare the extension's version with the server's. */
  | { type: 'check-version' };

export type Failure = { ok: false; message: string; reason?: string };
export type Reply<T = object> = ({ ok: true } & T) | Failure;

export type CollectReply = Reply<{ result: WorkListResponse }>;
export type VersionReply = Reply<{ extension: string; server: string | null; notice: string | null }>;

export async function ask<T = object>(request: Request): Promise<Reply<T>> {
  try {
    const reply = (await chrome.runtime.sendMessage(request)) as Reply<T> | undefined;
    return reply ?? { ok: false, message: '확장 프로그램이 응답하지 않습니다. 페이지를 새로고침해주세요.' };
  } catch {
    return {
      ok: false,
      message: '확장 프로그램과 연결이 끊겼습니다. 페이지를 새로고침한 뒤 다시 시도해주세요.',
    };
  }
}
