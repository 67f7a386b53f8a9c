import { defineConfig } from 'vitest/config'

// Tests get their own config: the TanStack Start plugin is for the site's build, not for tests.
export default defineConfig({
  test: {
    include: ['tests/{unit,integration}/**/*.test.ts'],
  },
})
