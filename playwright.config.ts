import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { SERVER_NODE_FLAGS } from './server/node-flags.ts'
import { CHROMIUM_LAUNCH } from './tests/e2e/chromium.ts'
import { FIRST_ADMIN } from './tests/e2e/support/staff.ts'

const PORT = Number(process.env.E2E_PORT || 3210)
// E2E_BASE_URL points the tests at a server that is already running (e.g. `npm run dev`) instead
// of building and starting the production server.
const externalServer = process.env.E2E_BASE_URL
// A fresh embedded database per run; set once in the main process, inherited by the workers.
process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'agency-e2e-'))
// Mails land here as files (no SMTP server in tests); tests read codes and links from them.
process.env.E2E_MAIL_DIR ||= join(process.env.E2E_DATA_DIR, 'mail')
// The site's client secret, so tests can call the API as the site does (tests/e2e/support/api-user.ts).
process.env.E2E_CLIENT_SECRET ||= randomBytes(32).toString('base64url')

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own suite, with its own servers and builds (npm run test:rolling-deploy).
  testIgnore: 'rolling-deploy/**',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Two workers, each with browsers of its own, share two cores with the server in CI: a page that
  // takes a second here takes several there. The limits are for a stuck test, not a slow machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: externalServer ?? `http://localhost:${PORT}`,
    // A failed test keeps its trace (actions, DOM snapshots, network); screenshots are left out: their
    // screencast doubled the browser's CPU in every test, passed or not.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH }, grepInvert: /@phone/ },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: CHROMIUM_LAUNCH }, grep: /@phone/ },
  ],
  // The production server, exactly as `npm start` runs it (it builds first when the build is stale).
  webServer: externalServer
    ? undefined
    : {
        command: ['node', ...SERVER_NODE_FLAGS, 'server/start.ts'].join(' '),
        url: `http://localhost:${PORT}/api/health`,
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        env: {
          PORT: String(PORT),
          DATA_DIR: process.env.E2E_DATA_DIR,
          MAIL_DIR: process.env.E2E_MAIL_DIR,
          API_CLIENT_SECRET: process.env.E2E_CLIENT_SECRET,
          NODE_ENV: 'production',
          // Other servers (another run, the integration tests) may hold the default metrics port.
          METRICS_PORT: '0',
          // A request line for each of thousands of page loads would bury a failure in the output.
          LOG_LEVEL: 'warn',
          // No balancer to drain for: the server stops at once when the suite ends.
          SHUTDOWN_DRAIN_SECONDS: '0',
          // Each test is a visitor of its own (tests/e2e/fixtures.ts sets X-Forwarded-For), so the
          // per-IP rate limits of one test do not leak into the next.
          TRUST_PROXY: 'loopback',
          // Counters on, as in production; tests/e2e/fixtures.ts answers their scripts with stand-ins.
          YM_COUNTER_ID: '12345678',
          GTM_ID: 'GTM-TEST123',
          // The first admin, for the staff area's tests (tests/e2e/staff-*.spec.ts).
          ADMIN_EMAIL: FIRST_ADMIN.email,
          ADMIN_PASSWORD: FIRST_ADMIN.password,
        },
      },
})
