import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { and, eq, isNull, lt, ne } from 'drizzle-orm'
import { mailConfig, type ApiConfig, type TokenConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { authSessions, oauthRefreshTokens, users } from '../db/schema/index.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { newSignInMail } from '../mail/templates/account.ts'
import { issueAccessToken } from './access-tokens.ts'
import { deviceHashOf, recordDevice, type SignInVisitor } from './devices.ts'
import { OAuthError } from './oauth-error.ts'
import { generateToken, hashToken } from './secrets.ts'
import { deviceLabelOf } from './user-agent.ts'
import type { TokenSet } from '#shared/contract/account.ts'

interface Pair {
  accessToken: string
  accessExpiresAt: Date
  refreshToken: string
}

const secondsUntil = (moment: Date, now: Date) => Math.max(0, Math.round((moment.getTime() - now.getTime()) / 1000))

const tokenSet = (pair: Pair, now: Date): TokenSet => ({
  token_type: 'Bearer',
  expires_in: secondsUntil(pair.accessExpiresAt, now),
  access_token: pair.accessToken,
  refresh_token: pair.refreshToken,
})

type SessionRow = { id: number; clientId: string; userId: number; createdAt: Date }

/**
 * When a session must end whatever its refreshes: a staff member's lasts `staffSessionTtl` from
 * sign-in (the role is read now, so a role given or taken mid-session counts from the next pair).
 */
async function sessionEnd(db: Database, session: SessionRow, tokens: TokenConfig): Promise<Date | null> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, session.userId))
  return user?.role ? new Date(session.createdAt.getTime() + tokens.staffSessionTtl * 1000) : null
}

/** A new access and refresh token for a session; neither outlives the session's end, if it has one. */
async function issuePair(db: Database, session: SessionRow, tokens: TokenConfig, now: Date): Promise<Pair | null> {
  const end = await sessionEnd(db, session, tokens)
  const secondsLeft = end ? secondsUntil(end, now) : Number.POSITIVE_INFINITY
  if (secondsLeft <= 0) return null
  const access = await issueAccessToken(db, {
    clientId: session.clientId,
    user: { userId: session.userId, sessionId: session.id },
    ttl: Math.min(tokens.accessTokenTtl, secondsLeft),
    now,
  })
  const refreshToken = generateToken()
  await db.insert(oauthRefreshTokens).values({
    tokenHash: hashToken(refreshToken),
    sessionId: session.id,
    expiresAt: new Date(now.getTime() + Math.min(tokens.refreshTokenTtl, secondsLeft) * 1000),
  })
  return { accessToken: access.token, accessExpiresAt: access.expiresAt, refreshToken }
}

/**
 * Signs a user in on a client: a new session with its first access and refresh tokens, recording
 * the visitor's browser, address and device. A device the account has not used before mails the
 * owner («Новый вход в личный кабинет»), in the same transaction as the session.
 */
export async function startSession(
  db: Database,
  {
    clientId,
    userId,
    config,
    visitor,
    now = new Date(),
  }: { clientId: string; userId: number; config: ApiConfig; visitor: SignInVisitor; now?: Date },
): Promise<TokenSet> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(authSessions)
      .values({
        clientId,
        userId,
        createdAt: now,
        lastUsedAt: now,
        userAgent: visitor.userAgent,
        ip: visitor.ip,
        deviceHash: deviceHashOf(visitor),
      })
      .returning()
    if ((await recordDevice(tx, userId, visitor, now)) === 'new') {
      const [owner] = await tx
        .select({ name: users.name, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, userId))
      const device = deviceLabelOf(visitor.userAgent)
      await enqueueMail(tx, [newSignInMail(owner!, { at: now, device, ip: visitor.ip }, mailConfig(config))])
    }
    // A session that has just begun is never past its end.
    return tokenSet((await issuePair(tx, session!, config.tokens, now))!, now)
  })
}

/** Session use is written at most this often: the list shows minutes, not every request. */
const TOUCH_EVERY_MS = 60_000

/**
 * Moves a session's last use to `now`, unless it was moved less than a minute ago. One UPDATE whose
 * condition makes it write nothing within the minute; callers that already know the last use skip
 * even that (`isTouchDue`).
 */
export async function touchSession(db: Database, sessionId: number, now = new Date()): Promise<void> {
  await db
    .update(authSessions)
    .set({ lastUsedAt: now })
    .where(and(eq(authSessions.id, sessionId), lt(authSessions.lastUsedAt, new Date(now.getTime() - TOUCH_EVERY_MS))))
}

/** Whether a session last used at `lastUsedAt` is due for touchSession. */
export const isTouchDue = (lastUsedAt: Date, now = new Date()) => now.getTime() - lastUsedAt.getTime() > TOUCH_EVERY_MS

// The pair a refresh token was exchanged for is kept encrypted with a key only that token yields:
// the database alone cannot reveal it, and whoever repeats the token within the grace window gets
// the same pair instead of a second one.
const successorKey = (refreshToken: string) => Buffer.from(hkdfSync('sha256', refreshToken, '', 'refresh-token-successor', 32))

function sealSuccessor(refreshToken: string, pair: Pair): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', successorKey(refreshToken), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

function openSuccessor(refreshToken: string, sealed: string): Pair | undefined {
  try {
    const bytes = Buffer.from(sealed, 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', successorKey(refreshToken), bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(12, 28))
    const json = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
    const pair = JSON.parse(json) as Omit<Pair, 'accessExpiresAt'> & { accessExpiresAt: string }
    return { ...pair, accessExpiresAt: new Date(pair.accessExpiresAt) }
  } catch {
    return undefined
  }
}

/** Bounds the walk along a chain of successors; rotations within one grace window are few. */
const MAX_SUCCESSOR_HOPS = 20

/**
 * The newest pair a rotated token leads to. The pair it was exchanged for may itself have been
 * exchanged already (another request of the same person got there first); handing back that older
 * pair would leave its holder with a used refresh token, so the walk follows the successors to the
 * pair whose refresh token is still unused. Each successor opens only with the token before it.
 */
async function newestSuccessor(db: Database, refreshToken: string, sealed: string): Promise<Pair | undefined> {
  let pair = openSuccessor(refreshToken, sealed)
  for (let hop = 0; pair && hop < MAX_SUCCESSOR_HOPS; hop++) {
    const [next] = await db
      .select({ successor: oauthRefreshTokens.successor })
      .from(oauthRefreshTokens)
      .where(eq(oauthRefreshTokens.tokenHash, hashToken(pair.refreshToken)))
    const newer = next?.successor ? openSuccessor(pair.refreshToken, next.successor) : undefined
    if (!newer) break
    pair = newer
  }
  return pair
}

const invalidRefreshToken = () => new OAuthError('invalid_grant', 'Сессия истекла или была завершена. Войдите снова.')

/**
 * The refresh_token grant: rotates the token (RFC 9700, 4.14.2). A token already exchanged gets the
 * newest pair of its session within the grace window; after it, its reuse ends the whole session.
 */
export async function refreshSession(
  db: Database,
  { clientId, refreshToken, tokens, now = new Date() }: { clientId: string; refreshToken: string; tokens: TokenConfig; now?: Date },
): Promise<TokenSet> {
  const outcome = await db.transaction(async (tx): Promise<TokenSet | { reusedSession: number } | null> => {
    // The row lock makes concurrent refreshes of one token queue up: the first rotates, the rest see its pair.
    const [found] = await tx
      .select({ token: oauthRefreshTokens, session: authSessions })
      .from(oauthRefreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, oauthRefreshTokens.sessionId))
      .where(eq(oauthRefreshTokens.tokenHash, hashToken(refreshToken)))
      .for('update', { of: oauthRefreshTokens })
    if (!found || found.session.clientId !== clientId || found.session.revokedAt || found.token.expiresAt <= now) return null

    const { token, session } = found
    if (token.rotatedAt) {
      const withinGrace = now.getTime() - token.rotatedAt.getTime() <= tokens.refreshGraceSeconds * 1000
      const successor = withinGrace && token.successor ? await newestSuccessor(tx, refreshToken, token.successor) : undefined
      return successor ? tokenSet(successor, now) : { reusedSession: session.id }
    }

    const pair = await issuePair(tx, session, tokens, now)
    // A staff member's session that has run its length: they sign in again.
    if (!pair) return null
    await tx
      .update(oauthRefreshTokens)
      .set({ rotatedAt: now, successor: sealSuccessor(refreshToken, pair) })
      .where(eq(oauthRefreshTokens.id, token.id))
    await touchSession(tx, session.id, now)
    // Successors are only needed within the grace window: forget the older ones of this session.
    await tx
      .update(oauthRefreshTokens)
      .set({ successor: null })
      .where(
        and(
          eq(oauthRefreshTokens.sessionId, session.id),
          lt(oauthRefreshTokens.rotatedAt, new Date(now.getTime() - tokens.refreshGraceSeconds * 1000)),
        ),
      )
    return tokenSet(pair, now)
  })

  if (outcome === null) throw invalidRefreshToken()
  if ('reusedSession' in outcome) {
    // Someone holds a token that was already exchanged: a copy leaked, so nobody keeps this session.
    await revokeSession(db, outcome.reusedSession, now)
    throw invalidRefreshToken()
  }
  return outcome
}

/** Ends a session: its access tokens stop working and its refresh tokens cannot be exchanged. */
export async function revokeSession(db: Database, sessionId: number, now = new Date()): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
}

/** Ends every session of a user, or every one but the current. */
export async function revokeUserSessions(
  db: Database,
  userId: number,
  { except = null, now = new Date() }: { except?: number | null; now?: Date } = {},
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), except === null ? undefined : ne(authSessions.id, except)))
}
