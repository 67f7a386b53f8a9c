// The API's rate limits, as numbers: what the request context and the limiters (rate-limits.ts) both name.
import type { RateLimiterDrizzle } from 'rate-limiter-flexible'

export interface Limit {
  points: number
  /** Window in seconds. */
  duration: number
}

/** Every limit of the API in one place: requests per window, counted in the database. */
export const LIMITS = {
  /** Token requests per IP. */
  token: { points: 30, duration: 60 },
  /** Briefs per visitor IP. */
  brief: { points: 5, duration: 60 * 60 },
  /** Contact requests per visitor IP. */
  contact: { points: 5, duration: 10 * 60 },
  /** Failed sign-ins per email and IP. */
  login: { points: 5, duration: 60 },
  /**
   * Failed sign-ins per account, from anywhere. Past it nobody is refused: a password alone no
   * longer signs in, a right one gets a sign-in link by mail instead (see the password grant).
   */
  loginAccount: { points: 20, duration: 60 * 60 },
  /** Registrations per IP. */
  register: { points: 10, duration: 60 * 60 },
  /** Mails with a link (password reset, sign-in link) per IP, and per address below. */
  accountMail: { points: 10, duration: 15 * 60 },
  /** Mails with a link per address: nobody's mailbox gets flooded. */
  accountMailPerEmail: { points: 3, duration: 15 * 60 },
  /** Uses of mailed links and codes (reset, sign-in, verification) per IP. */
  linkUse: { points: 20, duration: 15 * 60 },
  /** Repeated verification mails per user. */
  verificationResend: { points: 1, duration: 60 },
  /** Wrong second-factor codes per account, whatever the password: six digits must not be guessed. */
  secondFactor: { points: 5, duration: 15 * 60 },
  /** Wrong current passwords per user (changing the email or the password in the profile). */
  currentPassword: { points: 5, duration: 15 * 60 },
  /** Exports of one's personal data per account: each reads every table that holds the person. */
  personalDataExport: { points: 10, duration: 60 * 60 },
  /** Cookie choices recorded per account: a person changes their mind now and then, a script many times. */
  cookieConsent: { points: 30, duration: 60 * 60 },
  /** Site searches per visitor (IP, or account): a person reads results, a script would not stop. */
  search: { points: 60, duration: 60 },
  /** Suggestions per visitor while typing in the header's field: one per pause in typing. */
  searchSuggestions: { points: 120, duration: 60 },
} satisfies Record<string, Limit>

export type LimitName = keyof typeof LIMITS

export type RateLimiters = Record<LimitName, RateLimiterDrizzle>
