// The account's sessions as its owner sees them: listing and ending them.
import { and, desc, eq, exists, gt, isNull, sql } from 'drizzle-orm'
import { revokeSession, revokeUserSessions } from '../auth/sessions.ts'
import { describeDevice } from '../auth/user-agent.ts'
import type { Database } from '../db/client.ts'
import { authSessions, oauthRefreshTokens } from '../db/schema/index.ts'
import type { AccountSession } from '#shared/contract/account.ts'

/** An active session of the user: not ended, with a refresh token that can still be exchanged. */
function activeSessionOf(db: Database, userId: number, now: Date) {
  const usableRefreshToken = db
    .select({ one: sql`1` })
    .from(oauthRefreshTokens)
    .where(
      and(eq(oauthRefreshTokens.sessionId, authSessions.id), isNull(oauthRefreshTokens.rotatedAt), gt(oauthRefreshTokens.expiresAt, now)),
    )
  return and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), exists(usableRefreshToken))
}

/** The user's active sessions, last used first; `currentSessionId` is the one the request came with. */
export async function listSessions(
  db: Database,
  { userId, currentSessionId, now = new Date() }: { userId: number; currentSessionId: number; now?: Date },
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: authSessions.id,
      userAgent: authSessions.userAgent,
      ip: authSessions.ip,
      createdAt: authSessions.createdAt,
      lastUsedAt: authSessions.lastUsedAt,
    })
    .from(authSessions)
    .where(activeSessionOf(db, userId, now))
    .orderBy(desc(authSessions.lastUsedAt), desc(authSessions.id))
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    current: row.id === currentSessionId,
  }))
}

/**
 * Ends one of the user's active sessions (all its tokens at once). False when the id is not one:
 * someone else's session, an ended one and an unknown id are the same to the caller.
 */
export async function endOwnSession(
  db: Database,
  { userId, sessionId, now = new Date() }: { userId: number; sessionId: number; now?: Date },
) {
  const [own] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), activeSessionOf(db, userId, now)))
  if (!own) return false
  await revokeSession(db, own.id, now)
  return true
}

/** Ends every session of the user but the current one. */
export function endOtherSessions(db: Database, { userId, currentSessionId }: { userId: number; currentSessionId: number }) {
  return revokeUserSessions(db, userId, { except: currentSessionId })
}
