/** The site's view of the account endpoints of the API (api/routes/account.ts, api/routes/users.ts). */

/** `GET /v1/profile`. */
export interface Profile {
  id: number
  name: string
  email: string
  phone: string | null
  company: string | null
  email_verified_at: string | null
  created_at: string
}

/** What the browser knows of the session: only whether there is one (the tokens stay in httpOnly cookies). */
export interface SessionState {
  authenticated: boolean
}
