import { defineConfig } from 'vite'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { createBuildId, createBuildTime } from './server/build-id.ts'
import { readConfig } from './server/config.ts'
import { serverFnId } from './server/server-fn-id.ts'
import { entryComposition } from './server/entry-composition.ts'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A build's value, kept in the environment so the config's next evaluation (each environment has one) reuses it. */
function buildOnce(name: 'BUILD_ID' | 'BUILD_TIME', create: (env: NodeJS.ProcessEnv) => string): string {
  // Build tooling: it reads and writes the environment itself, as the config is evaluated before any server runs.
  const value = create(process.env)
  process.env[name] = value
  return value
}

export default defineConfig(({ command }) => ({
  server: {
    // The dev server listens where the configuration says the site is (PORT).
    port: readConfig(process.env).port,
    strictPort: true,
    // Local state, mails and test output change all the time; none of it is source.
    watch: { ignored: ['**/.data/**', '**/test-results/**', '**/playwright-report/**'] },
  },
  build: {
    // Fonts stay files (cached immutably, allowed by the CSP's font-src 'self'), never data: URLs in the CSS.
    assetsInlineLimit: (file: string) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
  },
  environments: {
    // One id and one time per build, for the server only: the health endpoint, the latest-build check and the
    // build manifest report them, and every page names its build in its HTML. Never in the client's chunks,
    // whose names then depend on the code alone: two builds of one commit make the same files (decision 025).
    // Vite evaluates this config once per environment: the first one fixes both values (scripts/build.ts sets them).
    ssr: {
      define: {
        __BUILD_ID__: JSON.stringify(command === 'build' ? buildOnce('BUILD_ID', createBuildId) : 'development'),
        __BUILD_TIME__: JSON.stringify(command === 'build' ? buildOnce('BUILD_TIME', createBuildTime) : new Date().toISOString()),
      },
    },
    client: {
      build: {
        // Made for the entry's composition (server/entry-composition.ts), which drops them: never written.
        sourcemap: 'hidden',
        rolldownOptions: {
          output: {
            // What every page loads before it runs (React, the router, the route tree...) goes into the
            // entry chunk as one file rather than a dozen shared pieces: one request, and gzip compresses
            // it as a whole (about 5 KB less). Routes' own code stays in their lazy chunks.
            // The staff area's own modules (and its stylesheet) are one chunk: every page's entry names one
            // file for them, not a dozen.
            codeSplitting: {
              groups: [
                { name: 'entry', tags: ['$initial'] },
                // The editorial screens (posts, images) are a chunk of their own, before the area's: each
                // stays within its budget as the area grows, and the inbox does not load the editor's screens.
                {
                  name: 'staff-content',
                  test: /[\\/](app[\\/]features[\\/]staff[\\/](posts|media|editor[\\/](?!RichText\w*\.|extensions\.))|app[\\/]routes[\\/]admin[\\/](posts|media)[\\/])/,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'staff',
                  // The rich-text editor (Tiptap; RichText*.tsx) is not: it loads with the editor screens only (a lazy import).
                  // Nor are the content screens (features/staff/content, routes/admin/$type) and the audit log
                  // (features/staff/audit, routes/admin/audit.tsx): they make chunks of their own. The audit
                  // log names fields by the editors' labels, and the area's chunk must not import theirs.
                  test: /[\\/](app[\\/]features[\\/]staff(?![\\/]editor[\\/](RichText\w*|extensions)\.|[\\/](content|audit)[\\/])|app[\\/]routes[\\/]admin(?![\\/](\$type|audit\.))|app[\\/]styles[\\/]staff|shared[\\/]contract[\\/]staff-(?:labels|rules))[\\/.]/,
                  // Only its own: what the staff area shares with the public pages stays in their chunks.
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    tailwindcss(),
    tanstackStart({
      srcDirectory: 'app',
      // 12-character ids instead of 64 hex digits: every id a page may call is in its scripts (decision 018).
      serverFns: { generateFunctionId: serverFnId },
      router: {
        generatedRouteTree: '../routeTree.gen.ts',
        codeSplittingOptions: {
          // Everything of a staff route that can be split goes with its screen, into the area's chunk
          // (elsewhere loaders stay in the entry). What cannot be split is kept to the route's address
          // and a shared search function: decision 018, tests/unit/staff-routes-convention.test.ts.
          splitBehavior: ({ routeId }) =>
            routeId === '/admin' || routeId.startsWith('/admin/')
              ? [['loader', 'component', 'errorComponent', 'notFoundComponent', 'pendingComponent']]
              : undefined,
        },
      },
      importProtection: {
        // The reference API (database, secrets), the server processes and the server-only shared code
        // (the logger, the request context) never reach the browser bundle.
        client: { files: [new RegExp(`^${escapeRegExp(import.meta.dirname)}/(api|server|shared/server)/`)] },
      },
    }),
    viteReact(),
    // What the entry chunk carries, for `npm run bench` (dist/entry-composition.json).
    entryComposition({ root: import.meta.dirname, file: `${import.meta.dirname}/dist/entry-composition.json` }),
  ],
}))
