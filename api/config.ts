// What the reference API is given; server/config.ts reads it from the environment.
interface MailConfig {
  /** SMTP server (smtp://user:pass@host:port); unset: mail is only printed to the log and kept in the outbox. */
  url: string | undefined
  from: string
  /** The agency's inbox for notifications about briefs and contact requests. */
  agencyInbox: string
  /** With no SMTP server, where each mail is also saved as a JSON file. */
  folder: string
}

export interface TokenConfig {
  /** Lifetime of access tokens, in seconds. */
  accessTokenTtl: number
  /** Lifetime of each refresh token, in seconds (every refresh issues a new one). */
  refreshTokenTtl: number
  /** How long an already-rotated refresh token still returns the pair it was exchanged for. */
  refreshGraceSeconds: number
  /** The longest a session of a staff member lasts from sign-in, in seconds: then they sign in again. */
  staffSessionTtl: number
}

/** Two hours: longer than the site's one-hour refresh margin, so a fresh token is never due at once. */
export const ACCESS_TOKEN_TTL_SECONDS = 2 * 60 * 60
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60
/** Long enough for two tabs or two instances racing with the same token, short enough to be useless to a thief. */
export const REFRESH_GRACE_SECONDS = 30
/** A working day: the staff area's sessions end overnight, whatever the refreshes. */
export const STAFF_SESSION_HOURS = 12

/** Uploads in an S3-compatible object store, shared by every instance. */
export interface S3StorageConfig {
  kind: 's3'
  bucket: string
  region: string
  /** Unset for AWS itself; e.g. https://storage.yandexcloud.net or a MinIO server's address. */
  endpoint: string | undefined
  /** Addresses as endpoint/bucket/key rather than bucket.endpoint/key (MinIO needs it). */
  forcePathStyle: boolean
  /** Unset: the SDK's default chain (environment, instance role) provides them. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
}

/** Where uploaded files live: a folder on this machine, or an object store every instance shares. */
export type FileStorageConfig = { kind: 'local'; dir: string } | S3StorageConfig

export interface ApiConfig {
  /** The public site, for links in mails (no trailing slash). */
  siteUrl: string
  /** Where uploads (staff images, brief attachments) are stored. */
  files: FileStorageConfig
  mail: MailConfig
  tokens: TokenConfig
  /** STAFF_REQUIRE_TOTP: staff reach the staff area only once their second factor is on. */
  staffSecondFactorRequired: boolean
}

/** What mail templates need of the configuration: the site their links point at and the agency's inbox. */
export const mailConfig = (config: ApiConfig) => ({ siteUrl: config.siteUrl, agencyInbox: config.mail.agencyInbox })
