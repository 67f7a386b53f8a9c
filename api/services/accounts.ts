// The signed-in user's own account: edits and deletion. Each runs in one transaction with the mails
// it sends, so a failure leaves no half-made change and no change without its mail.
import { and, eq, sql } from 'drizzle-orm'
import { mailConfig, type ApiConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { mailOutbox, users } from '../db/schema/index.ts'
import { ApiError } from '../errors.ts'
import { describeError, type Logger } from '../../shared/server/logger.ts'
import { hashPassword, verifyPassword } from '../auth/passwords.ts'
import { forgetAccountLimits, type FailedAttempts } from '../auth/rate-limits.ts'
import { CODE_NEEDED, CODE_WRONG } from '../auth/second-factor.ts'
import { revokeUserSessions } from '../auth/sessions.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { accountDeletedMail, emailChangedMail, passwordChangedMail } from '../mail/templates/account.ts'
import { fileStoreOf } from '../files/configured.ts'
import { removeAttachments } from './attachments.ts'
import { isLastAdmin, isOnlyAdmin, lockAdmins } from './last-admin.ts'
import type { SecondFactorCheck } from './login-links.ts'
import { forgetSignInLinks, sendVerification } from './mailed-links.ts'
import { erasePersonalData } from './personal-data.ts'
import { EMAIL_TAKEN_MESSAGE, findUserByEmail, findUserById, isEmailTaken, toProfile } from './users.ts'
import type { Profile } from '#shared/contract/account.ts'
import { CURRENT_PASSWORD_NEEDED } from '#shared/contract/profile-forms.ts'

const emailTaken = () => new ApiError(422, EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] })

export interface ProfileChanges {
  name?: string | undefined
  /** Null clears it. */
  phone?: string | null | undefined
  company?: string | null | undefined
  email?: string | undefined
  password?: string | undefined
  current_password?: string | undefined
}

const WRONG_CURRENT_PASSWORD = 'Текущий пароль указан неверно.'

/**
 * Edits the profile. A new address must be verified again; a new address or password needs the
 * current password, and a new password ends every other session.
 */
export async function updateProfile(
  db: Database,
  { userId, sessionId }: { userId: number; sessionId: number },
  changes: ProfileChanges,
  { config, currentPasswordAttempts }: { config: ApiConfig; currentPasswordAttempts: FailedAttempts },
): Promise<Profile> {
  const current = await findUserById(db, userId)
  if (!current) throw new ApiError(401, 'Войдите в личный кабинет, чтобы продолжить.')
  const emailChanges = changes.email !== undefined && changes.email.toLowerCase() !== current.email.toLowerCase()
  if (emailChanges || changes.password !== undefined) {
    if (!changes.current_password) throw new ApiError(422, CURRENT_PASSWORD_NEEDED, { current_password: [CURRENT_PASSWORD_NEEDED] })
    // Whoever holds a stolen session must not get to guess the password behind it.
    await currentPasswordAttempts.count()
    if (!(await verifyPassword(current.passwordHash, changes.current_password))) {
      throw new ApiError(422, WRONG_CURRENT_PASSWORD, { current_password: [WRONG_CURRENT_PASSWORD] })
    }
    await currentPasswordAttempts.succeeded()
  }
  if (emailChanges && (await findUserByEmail(db, changes.email!))) throw emailTaken()
  const passwordHash = changes.password === undefined ? undefined : await hashPassword(changes.password)

  try {
    return await db.transaction(async (tx) => {
      const now = new Date()
      const [user] = await tx
        .update(users)
        .set({
          name: changes.name,
          phone: changes.phone,
          company: changes.company,
          ...(emailChanges ? { email: changes.email, emailVerifiedAt: null } : {}),
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, userId))
        .returning()
      if (emailChanges) {
        await enqueueMail(tx, [emailChangedMail(current, { newEmail: user!.email, at: now }, mailConfig(config))])
        await sendVerification(tx, user!, config)
      }
      if (passwordHash) {
        await forgetSignInLinks(tx, userId)
        await revokeUserSessions(tx, userId, { except: sessionId, now })
        await enqueueMail(tx, [passwordChangedMail(user!, { at: now, via: 'profile' }, mailConfig(config))])
      }
      return toProfile(user!)
    })
  } catch (error) {
    if (isEmailTaken(error)) throw emailTaken()
    throw error
  }
}

/** What a deletion must come with: the account's password, and the code of its second factor when it has one. */
export interface DeletionProof {
  password: string
  /** A code from the authenticator app or a recovery code. */
  code?: string | undefined
}

const DELETION_PASSWORD_WRONG = 'Пароль не подошёл, аккаунт не удалён. Проверьте раскладку и Caps Lock.'
const LAST_ADMIN_DELETION =
  'Вы — единственный администратор сайта. Сначала назначьте администратором другого сотрудника в разделе «Сотрудники», потом удаляйте аккаунт.'

const lastAdminRefusal = () => new ApiError(409, LAST_ADMIN_DELETION)

/**
 * Deletes the account once the person proves it is theirs: the password (wrong ones counted with the
 * profile's other password checks), then the second factor's code when the account has one. The
 * site's only admin is refused: the site must keep someone who can appoint staff.
 *
 * Everything goes in one transaction: the user, and with them (by cascade) every session, known
 * device, token and one-time link, and the rate-limit counters keyed by the address or the user.
 * Account mails to the address, sent or not, go too; a last one confirms the deletion, and the
 * sender forgets it once it is sent. What else the export lists goes as well (erasePersonalData):
 * consents anonymised, the leads of a verified address deleted; their files are removed once it
 * has committed. A file store that fails then does not undo the deletion: the keys left behind go
 * to the log, for the operator to remove.
 */
export async function deleteAccount(
  db: Database,
  userId: number,
  proof: DeletionProof,
  {
    config,
    logger,
    currentPasswordAttempts,
    secondFactor,
  }: { config: ApiConfig; logger: Logger; currentPasswordAttempts: FailedAttempts; secondFactor: SecondFactorCheck },
): Promise<void> {
  const current = await findUserById(db, userId)
  if (!current) throw new ApiError(401, 'Войдите в личный кабинет, чтобы продолжить.')
  // Whoever holds a stolen session must not get to guess the password behind it.
  await currentPasswordAttempts.count()
  if (!(await verifyPassword(current.passwordHash, proof.password))) {
    throw new ApiError(422, DELETION_PASSWORD_WRONG, { password: [DELETION_PASSWORD_WRONG] })
  }
  await currentPasswordAttempts.succeeded()
  // Before the code: a refused deletion must not use up a recovery code.
  if (await isOnlyAdmin(db, current)) throw lastAdminRefusal()
  const step = await secondFactor(current)
  if (step !== 'passed') {
    const message = step === 'needed' ? CODE_NEEDED : CODE_WRONG
    throw new ApiError(422, message, { code: [message] })
  }

  const files = await db.transaction(async (tx) => {
    // The admins first, in their one order (lockAdmins): two admins leaving at once cannot both go.
    const admins = await lockAdmins(tx as unknown as Database)
    const user = await findUserById(tx, userId, { forUpdate: true })
    if (!user) return []
    if (isLastAdmin(admins, user.id)) throw lastAdminRefusal()
    const attachments = await erasePersonalData(tx, user)
    await tx
      .delete(mailOutbox)
      .where(and(eq(sql`lower(${mailOutbox.to})`, user.email.toLowerCase()), sql`${mailOutbox.kind} like 'account.%'`))
    await forgetAccountLimits(tx, { email: user.email, userId })
    await tx.delete(users).where(eq(users.id, userId))
    await enqueueMail(tx, [accountDeletedMail(user, mailConfig(config))])
    return attachments
  })
  await removeAttachments(fileStoreOf(config), files).catch((error: unknown) => {
    logger.error('Files of a deleted account are left in the file store; remove them by hand', {
      keys: files.map((file) => file.path),
      ...describeError(error),
    })
  })
}
