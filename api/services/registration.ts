// Registration: an account for a new address, finished by the code mailed to it.
import { mailConfig, type ApiConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
import { ApiError } from '../errors.ts'
import { redeemVerificationCode } from '../auth/one-time-tokens.ts'
import { authenticateUser } from '../auth/login.ts'
import { hashPassword } from '../auth/passwords.ts'
import type { SignInVisitor } from '../auth/devices.ts'
import { startSession } from '../auth/sessions.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { registrationAttemptMail } from '../mail/templates/account.ts'
import { recordConsent } from './consents.ts'
import type { RequestMeta } from './forms.ts'
import { markVerified, sendVerification } from './mailed-links.ts'
import { Refusal, unlessRefused } from './refusal.ts'
import { findUserByEmail, findUserById, isEmailTaken, type User } from './users.ts'
import type { TokenSet } from '#shared/contract/account.ts'

const CODE_DOES_NOT_FIT = 'Код не подошёл. Проверьте почту, пароль и код из последнего письма — или откройте ссылку из него.'
const codeDoesNotFit = () => new ApiError(422, CODE_DOES_NOT_FIT, { code: [CODE_DOES_NOT_FIT] })

export interface Registration {
  name: string
  email: string
  phone?: string | undefined
  company?: string | undefined
  password: string
}

/** Tells the owner of an address that someone tried to register with it, when `mayMail` allows. */
async function remindOwner(db: Database, owner: User, config: ApiConfig, mayMail: () => Promise<boolean>): Promise<void> {
  if (!(await mayMail())) return
  await enqueueMail(db, [registrationAttemptMail(owner, mailConfig(config))])
}

/**
 * Registration, which says nothing about whether the address has an account: a new address gets an
 * unverified account and a mail with a code and a link; an address that has one gets a mail telling
 * its owner how to sign in (as long as `mayMailOwner` allows another mail to it), and nothing else
 * changes. Nobody is signed in: the code from the mail finishes a registration (confirmRegistration).
 * The password is hashed either way, so the time taken does not tell the two apart either. A new
 * account's consent to the user agreement and the privacy policy is stored with it; a known
 * address's attempt creates nothing, so it consents to nothing either.
 */
export async function register(
  db: Database,
  input: Registration,
  { config, mayMailOwner, meta }: { config: ApiConfig; mayMailOwner: () => Promise<boolean>; meta: RequestMeta },
): Promise<void> {
  const passwordHash = await hashPassword(input.password)
  const owner = await findUserByEmail(db, input.email)
  if (owner) return remindOwner(db, owner, config, mayMailOwner)
  try {
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ name: input.name, email: input.email, phone: input.phone ?? null, company: input.company ?? null, passwordHash })
        .returning()
      await recordConsent(tx, { purpose: 'registration', userId: user!.id, email: user!.email, ...meta })
      await sendVerification(tx, user!, config)
    })
  } catch (error) {
    if (!isEmailTaken(error)) throw error
    // Another registration of the same address won the race: its owner is whoever registered first.
    const winner = await findUserByEmail(db, input.email)
    if (winner) await remindOwner(db, winner, config, mayMailOwner)
  }
}

/**
 * Finishes a registration: the address, the password chosen for it and the code mailed to it verify
 * the address and sign the person in. One refusal (422) when anything does not fit, whatever it was (no such
 * account, a wrong password, no code, a wrong, used or old code, an address already verified), so
 * the answer tells nothing about accounts; a wrong code still counts against its attempts. The
 * password is asked for too, so that someone who registered an address before its owner did cannot
 * have the owner confirm, and then use, an account whose password they know.
 */
export async function confirmRegistration(
  db: Database,
  input: { email: string; password: string; code: string },
  { clientId, config, visitor }: { clientId: string; config: ApiConfig; visitor: SignInVisitor },
): Promise<TokenSet> {
  const user = await authenticateUser(db, input.email, input.password)
  if (!user) throw codeDoesNotFit()
  const outcome = await db.transaction(async (tx) => {
    const current = await findUserById(tx, user.id, { forUpdate: true })
    if (!current || current.emailVerifiedAt) return new Refusal(codeDoesNotFit())
    // A refusal is returned, so that a wrong code's attempt is committed.
    const result = await redeemVerificationCode(tx, current.id, input.code)
    if (!result.ok) return new Refusal(codeDoesNotFit())
    await markVerified(tx, current)
    return startSession(tx, { clientId, userId: current.id, config, visitor })
  })
  return unlessRefused(outcome)
}
