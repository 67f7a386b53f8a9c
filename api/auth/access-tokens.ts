import { and, eq, gt, isNull, or } from 'drizzle-orm'
import { ACCESS_TOKEN_TTL_SECONDS } from '../config.ts'
import type { Database } from '../db/client.ts'
import { authSessions, oauthAccessTokens, oauthClients, users } from '../db/schema/index.ts'
import { generateToken, hashToken } from './secrets.ts'
import type { TokenIdentity } from '../context.ts'

export interface IssuedAccessToken {
  id: number
  token: string
  expiresAt: Date
}

/** A new access token; only its hash is stored. A user's token belongs to a session. */
export async function issueAccessToken(
  db: Database,
  {
    clientId,
    user = null,
    ttl = ACCESS_TOKEN_TTL_SECONDS,
    now = new Date(),
  }: { clientId: string; user?: { userId: number; sessionId: number } | null; ttl?: number; now?: Date },
): Promise<IssuedAccessToken> {
  const token = generateToken()
  const expiresAt = new Date(now.getTime() + ttl * 1000)
  const [row] = await db
    .insert(oauthAccessTokens)
    .values({ tokenHash: hashToken(token), clientId, userId: user?.userId ?? null, sessionId: user?.sessionId ?? null, expiresAt })
    .returning({ id: oauthAccessTokens.id })
  return { id: row!.id, token, expiresAt }
}

/**
 * Finds a live access token: unexpired, unrevoked, of an active client and, for a user, of a live
 * session; with its user's row, in one query.
 */
export async function findAccessToken(db: Database, token: string, now = new Date()): Promise<TokenIdentity | undefined> {
  const [row] = await db
    .select({
      tokenId: oauthAccessTokens.id,
      clientId: oauthAccessTokens.clientId,
      userId: oauthAccessTokens.userId,
      sessionId: oauthAccessTokens.sessionId,
      firstParty: oauthClients.firstParty,
      sessionLastUsedAt: authSessions.lastUsedAt,
      user: users,
    })
    .from(oauthAccessTokens)
    .innerJoin(oauthClients, eq(oauthClients.id, oauthAccessTokens.clientId))
    .leftJoin(authSessions, eq(authSessions.id, oauthAccessTokens.sessionId))
    .leftJoin(users, eq(users.id, oauthAccessTokens.userId))
    .where(
      and(
        eq(oauthAccessTokens.tokenHash, hashToken(token)),
        isNull(oauthAccessTokens.revokedAt),
        gt(oauthAccessTokens.expiresAt, now),
        isNull(oauthClients.revokedAt),
        or(isNull(oauthAccessTokens.sessionId), isNull(authSessions.revokedAt)),
      ),
    )
    .limit(1)
  if (!row) return undefined
  const { firstParty, ...identity } = row
  return { ...identity, speaksForVisitors: firstParty && identity.userId === null }
}

/** Ends one access token (a client's logout; a user's logout ends the whole session instead). */
export async function revokeAccessToken(db: Database, tokenId: number, now = new Date()): Promise<void> {
  await db.update(oauthAccessTokens).set({ revokedAt: now }).where(eq(oauthAccessTokens.id, tokenId))
}
