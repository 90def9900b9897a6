import { hasTaobaoLoginMarkers } from '@sellerdesk/domain';
import type { Database } from '../../infra/db/client';
import type { RequestContext } from '../../infra/http/access';
import type { SecretBox } from '../../lib/secret-box';
import { deleteSourceSession, findSourceSession, upsertSourceSession } from './source-sessions.repository';

export type SourceSessionStatus = {
  site: 'taobao';
  configured: boolean;
  loggedIn: boolean;
  updatedAt: string | null;
};

/** Stores (encrypted) or, with an empty cookie, removes the seller's Taobao session cookie. */
export async function setSourceSession(
  db: Database,
  box: SecretBox,
  ctx: RequestContext,
  body: { site: 'taobao'; cookie: string },
): Promise<SourceSessionStatus> {
  if (body.cookie === '') {
    await deleteSourceSession(db, ctx.userId, body.site);
    return { site: body.site, configured: false, loggedIn: false, updatedAt: null };
  }
  const loggedIn = hasTaobaoLoginMarkers(body.cookie);
  const row = await upsertSourceSession(db, {
    userId: ctx.userId,
    site: body.site,
    encryptedCookie: box.encrypt(body.cookie),
    loggedIn,
  });
  return { site: body.site, configured: true, loggedIn, updatedAt: row?.updatedAt.toISOString() ?? null };
}

export async function getSourceSessionStatus(
  db: Database,
  ctx: RequestContext,
  site: 'taobao',
): Promise<SourceSessionStatus> {
  const row = await findSourceSession(db, ctx.userId, site);
  return {
    site,
    configured: Boolean(row),
    loggedIn: row?.loggedIn ?? false,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The decrypted cookie for the worker; never returned over HTTP and never logged. */
export async function readSourceCookie(
  db: Database,
  box: SecretBox,
  userId: string,
  site: 'taobao',
): Promise<string | null> {
  const row = await findSourceSession(db, userId, site);
  return row ? box.decrypt(row.encryptedCookie) : null;
}
