import { test as base, expect } from '@playwright/test'

/**
 * Every page test fails when the browser logs an error or a page throws, except the errors
 * a test declares it expects (for example the 404 of a page it opens on purpose).
 */
export const test = base.extend<{ expectBrowserError: (pattern: RegExp) => void }>({
  expectBrowserError: [
    async ({ page }, use) => {
      const errors: string[] = []
      const expected: RegExp[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use((pattern) => expected.push(pattern))
      const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)))
      expect(unexpected, 'errors in the browser console').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
