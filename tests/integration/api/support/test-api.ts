import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApi } from '#api/app.ts'
import { issueAccessToken } from '#api/auth/access-tokens.ts'
import { registerClient } from '#api/auth/clients.ts'
import type { LimitName } from '#api/auth/limits.ts'
import { createRateLimiters } from '#api/auth/rate-limits.ts'
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type ApiConfig,
  REFRESH_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  STAFF_SESSION_HOURS,
} from '#api/config.ts'
import type { Database } from '#api/db/client.ts'
import type { PublicAnswerCache } from '#api/http/public-answer-cache.ts'
import type { Logger } from '#shared/server/logger.ts'

export const TEST_BUILD_ID = 'test-build'

/** A logger that keeps what it was told, so tests can see what reached the server log. */
export function recordingLogger() {
  const entries: { level: 'info' | 'error'; message: string; fields?: Record<string, unknown> }[] = []
  const logger: Logger = {
    info: (message, fields) => entries.push({ level: 'info', message, fields }),
    error: (message, fields) => entries.push({ level: 'error', message, fields }),
  }
  return { logger, entries }
}

/** Configuration for a test: uploads go to a fresh temporary directory. */
export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    siteUrl: 'https://malakhit.test',
    files: { kind: 'local', dir: mkdtempSync(join(tmpdir(), 'uploads-')) },
    staffSecondFactorRequired: false,
    mail: {
      url: undefined,
      from: 'Малахит <hello@malakhit.test>',
      agencyInbox: 'inbox@malakhit.test',
      folder: mkdtempSync(join(tmpdir(), 'mail-')),
    },
    tokens: {
      accessTokenTtl: ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtl: REFRESH_TOKEN_TTL_SECONDS,
      refreshGraceSeconds: REFRESH_GRACE_SECONDS,
      staffSessionTtl: STAFF_SESSION_HOURS * 60 * 60,
    },
    ...overrides,
  }
}

/** The folder of a test configuration's local file store. */
export function uploadsDirOf(config: ApiConfig): string {
  if (config.files.kind !== 'local') throw new Error('This test needs the local file store')
  return config.files.dir
}

export interface TestApiOptions {
  logger?: Logger
  config?: ApiConfig
  /** Tighter limits than production, so a test can reach them quickly. */
  limits?: Partial<Record<LimitName, { points: number; duration: number }>>
  /** Keeps public answers, as the site's process does. */
  answerCache?: PublicAnswerCache
  /**
   * Whether answers wait out their uniform time (api/http/uniform-time.ts) as in production. Off by
   * default: only a test of that time needs it, and the others would wait hundreds of ms per request.
   */
  uniformTime?: boolean
}

/** A hold that ends at once: the time it was asked for is not what the test is about. */
const noHold = async () => {}

/** The reference API on a test database; requests go through `app.request(path)`. */
export function createTestApi(db: Database, options: TestApiOptions | Logger = {}) {
  const {
    logger = recordingLogger().logger,
    config = testConfig(),
    limits = {},
    answerCache,
    uniformTime = false,
  } = 'info' in options ? { logger: options } : options
  return createApi({
    db,
    buildId: TEST_BUILD_ID,
    logger,
    config,
    limiters: createRateLimiters(db, limits),
    answerCache,
    holdAnswer: uniformTime ? undefined : noHold,
  })
}

let clientSequence = 0

/** The id and secret behind each test client's token, for helpers that are handed only the token. */
const credentialsByToken = new Map<string, { id: string; secret: string }>()

/** The client whose client-credentials token this is (made by createTestClient). */
export function clientOfToken(token: string): { id: string; secret: string } {
  const credentials = credentialsByToken.get(token)
  if (!credentials) throw new Error('Not a token of a test client made by createTestClient')
  return credentials
}

/** Registers an OAuth client and gives it a client-credentials access token. */
export async function createTestClient(db: Database, { firstParty = true, grants = ['client_credentials'] } = {}) {
  const id = `test-client-${++clientSequence}-${Date.now()}`
  const secret = `secret-${id}-0123456789abcdef`
  await registerClient(db, { id, name: 'Тестовый клиент', secret, grants, firstParty })
  const { token } = await issueAccessToken(db, { clientId: id })
  credentialsByToken.set(token, { id, secret })
  return { id, secret, token, auth: { Authorization: `Bearer ${token}` } }
}
