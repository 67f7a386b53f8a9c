import { and, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { ApiEnv } from '../context.ts'
import type { Database } from '../db/client.ts'
import { userDevices } from '../db/schema/index.ts'
import { clientIp } from '../http/client-ip.ts'
import { hashToken } from './secrets.ts'

/** Who signs in, as the site tells it: the browser, the address and the site's device cookie. */
export interface SignInVisitor {
  userAgent: string | null
  ip: string | null
  /** The site's long-lived random device id (its `device_id` cookie); stored only as a hash. */
  deviceId: string | null
}

/** Nothing known of the visitor: a client that may not speak for visitors, or a test. */
export const UNKNOWN_VISITOR: SignInVisitor = { userAgent: null, ip: null, deviceId: null }

/** The header the site sends its device cookie's value in, with sign-in calls. */
const DEVICE_ID_HEADER = 'x-device-id'

/** A device id is the site's random base64url value; anything else is not one and is ignored. */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,128}$/

/** Longer User-Agents are cut: the parser needs the start, and the column must not grow without bound. */
const USER_AGENT_MAX = 512

/**
 * The visitor of a sign-in. Believed only from a client that speaks for its visitors (the
 * first-party site's server): anyone else could write any browser, address or device into the
 * account's list and its mails, so nothing is recorded from them.
 */
export function signInVisitor(c: Context<ApiEnv>, { trusted }: { trusted: boolean }): SignInVisitor {
  if (!trusted) return UNKNOWN_VISITOR
  const ip = clientIp(c, { trustForwarded: true })
  const userAgent = c.req.header('user-agent')?.trim().slice(0, USER_AGENT_MAX) || null
  const deviceId = c.req.header(DEVICE_ID_HEADER)?.trim() ?? ''
  return { userAgent, ip: ip === 'unknown' ? null : ip, deviceId: DEVICE_ID.test(deviceId) ? deviceId : null }
}

/** The visitor of a sign-in made with a client's token: believed only from the site's own (see clientIp). */
export const visitorOfSignIn = (c: Context<ApiEnv>) => signInVisitor(c, { trusted: c.var.identity?.speaksForVisitors ?? false })

/**
 * What tells one device from another: the SHA-256 of the site's device id, or, without one (a
 * backend the site does not send it to), of the User-Agent. Null when there is neither.
 */
export function deviceHashOf(visitor: SignInVisitor): string | null {
  if (visitor.deviceId) return hashToken(`device:${visitor.deviceId}`)
  if (visitor.userAgent) return hashToken(`user-agent:${visitor.userAgent}`)
  return null
}

/**
 * Remembers the device an account signs in from. Answers 'new' for a device the account has not
 * used before, when it has used some other: its owner is told. The account's very first known
 * device (just registered, or signing in for the first time since devices are kept) is recorded
 * quietly, since nothing could be told apart yet. Two sign-ins from one new device at once: one wins
 * the insert, so the owner is told once.
 */
export async function recordDevice(
  db: Database,
  userId: number,
  visitor: SignInVisitor,
  now: Date,
): Promise<'new' | 'known' | 'first' | 'unknown'> {
  const deviceHash = deviceHashOf(visitor)
  if (!deviceHash) return 'unknown'
  const [other] = await db.select({ id: userDevices.id }).from(userDevices).where(eq(userDevices.userId, userId)).limit(1)
  const inserted = await db
    .insert(userDevices)
    .values({ userId, deviceHash, userAgent: visitor.userAgent, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoNothing()
    .returning({ id: userDevices.id })
  if (inserted.length === 0) {
    await db
      .update(userDevices)
      .set({ lastSeenAt: now, userAgent: visitor.userAgent })
      .where(and(eq(userDevices.userId, userId), eq(userDevices.deviceHash, deviceHash)))
    return 'known'
  }
  return other ? 'new' : 'first'
}
