import { hasTaobaoLoginMarkers } from '@sellerdesk/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sourceSessions } from '../../db/schema/index';
import type { RequestContext } from '../../http/access';
import type { SecretBox } from '../../lib/secret-box';

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
    await db
      .delete(sourceSessions)
      .where(and(eq(sourceSessions.userId, ctx.userId), eq(sourceSessions.site, body.site)));
    return { site: body.site, configured: false, loggedIn: false, updatedAt: null };
  }
  const loggedIn = hasTaobaoLoginMarkers(body.cookie);
  const [row] = await db
    .insert(sourceSessions)
    .values({ userId: ctx.userId, site: body.site, encryptedCookie: box.encrypt(body.cookie), loggedIn })
    .onConflictDoUpdate({
      target: [sourceSessions.userId, sourceSessions.site],
      set: { encryptedCookie: box.encrypt(body.cookie), loggedIn, updatedAt: new Date() },
    })
    .returning();
  return { site: body.site, configured: true, loggedIn, updatedAt: row?.updatedAt.toISOString() ?? null };
}

export async function getSourceSessionStatus(
  db: Database,
  ctx: RequestContext,
  site: 'taobao',
): Promise<SourceSessionStatus> {
  const [row] = await db
    .select()
    .from(sourceSessions)
    .where(and(eq(sourceSessions.userId, ctx.userId), eq(sourceSessions.site, site)));
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
  const [row] = await db
    .select({ encryptedCookie: sourceSessions.encryptedCookie })
    .from(sourceSessions)
    .where(and(eq(sourceSessions.userId, userId), eq(sourceSessions.site, site)));
  return row ? box.decrypt(row.encryptedCookie) : null;
}
