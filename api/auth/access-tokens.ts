import { and, eq, gt, isNull, or } from 'drizzle-orm'
import { ACCESS_TOKEN_TTL_SECONDS } from '../config.ts'
import type { Database } from '../db/client.ts'
import { authSessions, oauthAccessTokens, oauthClients } from '../db/schema.ts'
import { generateToken, hashToken } from './secrets.ts'

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

/** Who a request acts as: the client, and the user and session when the token was issued to one. */
export interface TokenIdentity {
  tokenId: number
  clientId: string
  userId: number | null
  sessionId: number | null
  /**
   * The token of a first-party client itself (client_credentials, no user): only the site's server,
   * which holds the client secret, can have one, so only such a request may say who the visitor is.
   * A user's token is first-party too, but it sits in the user's cookie and proves nothing of the kind.
   */
  speaksForVisitors: boolean
  /** When the user's session was last used (null for a client's own token): to move it on, now and then. */
  sessionLastUsedAt: Date | null
}

/** Finds a live access token: unexpired, unrevoked, of an active client and, for a user, of a live session. */
export async function findAccessToken(db: Database, token: string, now = new Date()): Promise<TokenIdentity | undefined> {
  const [row] = await db
    .select({
      tokenId: oauthAccessTokens.id,
      clientId: oauthAccessTokens.clientId,
      userId: oauthAccessTokens.userId,
      sessionId: oauthAccessTokens.sessionId,
      firstParty: oauthClients.firstParty,
      sessionLastUsedAt: authSessions.lastUsedAt,
    })
    .from(oauthAccessTokens)
    .innerJoin(oauthClients, eq(oauthClients.id, oauthAccessTokens.clientId))
    .leftJoin(authSessions, eq(authSessions.id, oauthAccessTokens.sessionId))
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
