import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../chromium.ts'

// The rolling deploy on its own (npm run test:rolling-deploy): it builds the site twice and runs
// several production servers, so it runs alone, after the main suite, with no server of that suite.
export default defineConfig({
  testDir: '.',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  // Two builds and four server starts on a busy machine.
  timeout: 360_000,
  reporter: [['list']],
  use: { ...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH, trace: 'retain-on-failure' },
})
