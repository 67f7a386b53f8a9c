// The Debian programs the test suites drive, beside Chromium (tests/e2e/chromium.ts), which has the same shape.

/** A Debian package and the file of it that a suite runs. */
export interface SystemPackage {
  package: string
  path: string
}

/** Moves a process's clock (`npm run test:clock`). */
export const FAKETIME: SystemPackage = { package: 'faketime', path: '/usr/bin/faketime' }

/** The balancer of the deploy recipe (tests/integration/server/rolling-restart.postgres.test.ts). */
export const NGINX: SystemPackage = { package: 'nginx', path: process.env.NGINX_PATH || '/usr/sbin/nginx' }
