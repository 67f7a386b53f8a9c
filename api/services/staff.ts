// The agency's staff: who has a role, invitations by mailed link, role changes and revoked access.
import { and, asc, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm'
import type { StaffActor } from '../context.ts'
import { generateToken, hashToken } from '../auth/secrets.ts'
import type { SignInVisitor } from '../auth/devices.ts'
import { revokeUserSessions, startSession } from '../auth/sessions.ts'
import { hashPassword } from '../auth/passwords.ts'
import { type ApiConfig, mailConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { staffInvitations, staffTotp, users } from '../db/schema/index.ts'
import { ApiError, notFoundError } from '../errors.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { staffInvitationMail } from '../mail/templates/staff.ts'
import { recordAudit } from './audit.ts'
import { isLastAdmin, lockAdmins } from './last-admin.ts'
import { siteLink } from './mailed-links.ts'
import { Refusal, unlessRefused } from './refusal.ts'
import { findUserByEmail, type User } from './users.ts'
import type { TokenSet } from '#shared/contract/account.ts'
import type { StaffAccount, StaffInvitation, StaffMember, StaffRole } from '#shared/contract/staff.ts'
import { STAFF_ROLE_LABELS } from '#shared/contract/staff-labels.ts'

/** An invitation is a way into the staff area: it lives a week, long enough for a holiday, no longer. */
const INVITATION_DAYS = 7

/** Everyone with a staff role, by name (the assignee picker, the staff list), and whether their second factor is on. */
export async function listStaff(db: Database): Promise<StaffAccount[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, totpSince: staffTotp.enabledAt })
    .from(users)
    .leftJoin(staffTotp, eq(staffTotp.userId, users.id))
    .where(isNotNull(users.role))
    .orderBy(asc(users.name), asc(users.id))
  return rows.map(({ totpSince, ...row }) => ({ ...row, role: row.role!, second_factor: totpSince !== null }))
}

export async function isStaffMember(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.role)))
  return Boolean(row)
}

const toInvitation = (row: typeof staffInvitations.$inferSelect): StaffInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invited_by: row.invitedByName,
  expires_at: row.expiresAt.toISOString(),
  created_at: row.createdAt.toISOString(),
})

const pending = (now: Date) => and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, now))

/** Invitations not yet accepted and still valid, newest first. */
export async function listInvitations(db: Database, now = new Date()): Promise<StaffInvitation[]> {
  const rows = await db
    .select()
    .from(staffInvitations)
    .where(pending(now))
    .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id))
  return rows.map(toInvitation)
}

/**
 * Invites an address to the staff with a role: a mailed link, valid for a week; an earlier pending
 * invitation of the same address stops working. An address that is already staff is refused (its
 * role is changed in the staff list instead).
 */
export async function inviteStaff(
  db: Database,
  actor: StaffActor,
  invitation: { email: string; role: StaffRole },
  config: ApiConfig,
  now = new Date(),
): Promise<StaffInvitation> {
  const email = invitation.email.toLowerCase()
  return db.transaction(async (tx) => {
    const account = await findUserByEmail(tx, email)
    if (account?.role) {
      const message = `${account.email} уже в команде (${STAFF_ROLE_LABELS[account.role].toLowerCase()}). Роль можно поменять в списке сотрудников.`
      throw new ApiError(422, message, { email: [message] })
    }
    await tx.delete(staffInvitations).where(and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt)))
    const token = generateToken()
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60_000)
    const [row] = await tx
      .insert(staffInvitations)
      .values({ email, role: invitation.role, tokenHash: hashToken(token), invitedById: actor.id, invitedByName: actor.name, expiresAt })
      .returning()
    await enqueueMail(tx as unknown as Database, [
      staffInvitationMail(
        { email, role: invitation.role, invitedBy: actor.name, url: siteLink(config, '/staff-invitation/', { token }), expiresAt },
        mailConfig(config),
      ),
    ])
    await recordAudit(tx as unknown as Database, actor, {
      action: 'invited',
      entityType: 'user',
      entityId: email,
      entityTitle: email,
      details: { role: invitation.role },
    })
    return toInvitation(row!)
  })
}

/** Withdraws a pending invitation: its link stops working. */
export async function cancelInvitation(db: Database, actor: StaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt)))
      .returning()
    if (!row) throw notFoundError('Приглашение не найдено: возможно, его уже приняли или отменили.')
    await recordAudit(tx as unknown as Database, actor, {
      action: 'invitation_cancelled',
      entityType: 'user',
      entityId: row.email,
      entityTitle: row.email,
    })
  })
}

const INVITATION_PROBLEMS = {
  invalid: 'Ссылка-приглашение недействительна. Попросите администратора сайта прислать новую.',
  expired: `Приглашение устарело: оно действует ${INVITATION_DAYS} дней. Попросите администратора прислать новое.`,
  used: 'Это приглашение уже приняли. Войдите на сайт со своим паролем.',
} as const

function invitationProblem(reason: keyof typeof INVITATION_PROBLEMS): ApiError {
  const message = INVITATION_PROBLEMS[reason]
  return new ApiError(422, message, { token: [message] })
}

/** A usable invitation by its link token, or why it cannot be used. */
async function invitationOf(db: Database, token: string, now: Date, { forUpdate = false } = {}) {
  const query = db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashToken(token)))
    .limit(1)
  const [row] = forUpdate ? await query.for('update') : await query
  if (!row) return new Refusal(invitationProblem('invalid'))
  if (row.acceptedAt) return new Refusal(invitationProblem('used'))
  if (row.expiresAt <= now) return new Refusal(invitationProblem('expired'))
  return row
}

/**
 * What the invitation page needs before anything is accepted: the address, the role, and whether
 * the address has an account already (then no password is asked for). Told only to whoever holds
 * the link, which went to that address.
 */
export async function checkInvitation(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ email: string; role: StaffRole; account_exists: boolean }> {
  const invitation = unlessRefused(await invitationOf(db, token, now))
  return { email: invitation.email, role: invitation.role, account_exists: Boolean(await findUserByEmail(db, invitation.email)) }
}

/**
 * Accepts an invitation: the address's account gets the role (its address is proved by the link),
 * or a new account is made with the name and password given; either way the person is signed in.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  newAccount: { name: string; password: string } | null,
  { clientId, config, visitor, now = new Date() }: { clientId: string; config: ApiConfig; visitor: SignInVisitor; now?: Date },
): Promise<TokenSet> {
  const outcome = await db.transaction(async (tx) => {
    const invitation = await invitationOf(tx, token, now, { forUpdate: true })
    if (invitation instanceof Refusal) return invitation
    let user: User | undefined = await findUserByEmail(tx, invitation.email)
    if (user) {
      ;[user] = await tx
        .update(users)
        .set({ role: invitation.role, emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
        .where(eq(users.id, user.id))
        .returning()
    } else {
      if (!newAccount) {
        const message = 'Укажите имя и пароль для нового аккаунта.'
        return new Refusal(new ApiError(422, message, { password: [message] }))
      }
      ;[user] = await tx
        .insert(users)
        .values({
          name: newAccount.name,
          email: invitation.email,
          passwordHash: await hashPassword(newAccount.password),
          emailVerifiedAt: now,
          role: invitation.role,
        })
        .returning()
    }
    await tx.update(staffInvitations).set({ acceptedAt: now }).where(eq(staffInvitations.id, invitation.id))
    await recordAudit(tx as unknown as Database, user!, {
      action: 'invitation_accepted',
      entityType: 'user',
      entityId: user!.id,
      entityTitle: user!.email,
      details: { role: invitation.role, invited_by: invitation.invitedByName },
    })
    return startSession(tx, { clientId, userId: user!.id, config, visitor })
  })
  return unlessRefused(outcome)
}

const LAST_ADMIN_MESSAGE = 'Должен остаться хотя бы один администратор: сначала назначьте другого.'

/**
 * Changes a staff member's role, or takes their access away (`null`): that ends every session of
 * theirs at once. The last admin cannot be demoted, so the site always has someone to run it.
 */
export async function changeStaffRole(
  db: Database,
  actor: StaffActor,
  userId: number,
  role: StaffRole | null,
): Promise<StaffMember | null> {
  return db.transaction(async (tx) => {
    // Two demotions at once (or a demotion and an admin's deleted account) cannot both see "another admin left".
    const admins = await lockAdmins(tx as unknown as Database)
    const [member] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
    if (!member?.role) throw notFoundError('Сотрудник не найден: возможно, у него уже нет доступа.')
    if (member.role === role) return { id: member.id, name: member.name, email: member.email, role: member.role }
    if (isLastAdmin(admins, member.id)) throw new ApiError(409, LAST_ADMIN_MESSAGE)
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId))
    if (role === null) await revokeUserSessions(tx as unknown as Database, userId)
    await recordAudit(tx as unknown as Database, actor, {
      action: role === null ? 'access_revoked' : 'role_changed',
      entityType: 'user',
      entityId: userId,
      entityTitle: member.email,
      details: { role: { from: member.role, to: role } },
    })
    return role === null ? null : { id: member.id, name: member.name, email: member.email, role }
  })
}
