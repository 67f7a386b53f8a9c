import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { oauthAccessTokens, oauthClients } from '../db/schema.ts'
import { generateToken, hashToken } from './secrets.ts'

/** Access tokens live two hours: longer than the site's one-hour refresh margin (specification, section 9). */
export const ACCESS_TOKEN_TTL_SECONDS = 2 * 60 * 60

export interface IssuedAccessToken {
  token: string
  expiresIn: number
}

export async function issueAccessToken(
  db: Database,
  { clientId, userId = null, now = new Date() }: { clientId: string; userId?: number | null; now?: Date },
): Promise<IssuedAccessToken> {
  const token = generateToken()
  await db.insert(oauthAccessTokens).values({
    tokenHash: hashToken(token),
    clientId,
    userId,
    expiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000),
  })
  return { token, expiresIn: ACCESS_TOKEN_TTL_SECONDS }
}

/** Who a request acts as: the client, and the user when the token was issued to one. */
export interface TokenIdentity {
  tokenId: number
  clientId: string
  userId: number | null
  firstParty: boolean
}

/** Finds a live (unexpired, unrevoked) access token of an active client. */
export async function findAccessToken(db: Database, token: string, now = new Date()): Promise<TokenIdentity | undefined> {
  const [row] = await db
    .select({
      tokenId: oauthAccessTokens.id,
      clientId: oauthAccessTokens.clientId,
      userId: oauthAccessTokens.userId,
      firstParty: oauthClients.firstParty,
    })
    .from(oauthAccessTokens)
    .innerJoin(oauthClients, eq(oauthClients.id, oauthAccessTokens.clientId))
    .where(
      and(
        eq(oauthAccessTokens.tokenHash, hashToken(token)),
        isNull(oauthAccessTokens.revokedAt),
        gt(oauthAccessTokens.expiresAt, now),
        isNull(oauthClients.revokedAt),
      ),
    )
    .limit(1)
  return row
}
