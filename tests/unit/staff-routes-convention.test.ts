import { globSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseSync } from 'vite'
import { describe, expect, it } from 'vitest'

// Decision 018: a staff route's file puts nothing on the public pages' entry chunk but its address.
// The client router has to know every route, so what a route file declares outside its split parts
// (loader and components, which go with the area's chunk) is in every page's first load.

const ROOT = resolve(import.meta.dirname, '../..')
const ADMIN = 'app/routes/admin'

/** What a staff screen's route may declare, and what each declaration may be when it is not split. */
const SCREEN_OPTIONS: Record<string, ((value: Node) => boolean) | 'split'> = {
  loader: 'split',
  component: 'split',
  errorComponent: 'split',
  notFoundComponent: 'split',
  pendingComponent: 'split',
  // `rawSearch<ScreenSearch>`: the screen reads its search in the chunk.
  validateSearch: (value) => value.type === 'TSInstantiationExpression' && isIdentifier(value.expression, 'rawSearch'),
  // `({ search }) => search`
  loaderDeps: (value) => value.type === 'ArrowFunctionExpression' && isIdentifier(value.body, 'search'),
  head: (value) => isIdentifier(value, 'staffHead'),
}

/** Statements of a route file that run nothing on their own (what the split parts use goes with them). */
const QUIET_STATEMENTS = new Set([
  'ImportDeclaration',
  'FunctionDeclaration',
  'VariableDeclaration',
  'TSTypeAliasDeclaration',
  'TSInterfaceDeclaration',
])

interface Node {
  type: string
  [key: string]: unknown
}

const isIdentifier = (node: unknown, name: string) => (node as Node | undefined)?.type === 'Identifier' && (node as Node).name === name

/** The route file's `export const Route = createFileRoute(path)({ ... })` options, and its other top-level statements. */
function routeFile(file: string): { options: Node[]; others: string[] } {
  const { program } = parseSync(file, readFileSync(resolve(ROOT, file), 'utf8'), { lang: file.endsWith('x') ? 'tsx' : 'ts' })
  let options: Node[] | undefined
  const others: string[] = []
  for (const statement of program.body as unknown as Node[]) {
    const declaration = statement.declaration as Node | undefined
    const [route] = (declaration?.declarations as Node[] | undefined) ?? []
    const call = route?.init as Node | undefined
    if (statement.type === 'ExportNamedDeclaration' && isIdentifier(route?.id, 'Route') && call?.type === 'CallExpression') {
      const [object] = call.arguments as Node[]
      options = (object?.properties as Node[] | undefined) ?? []
    } else if (!QUIET_STATEMENTS.has(statement.type)) others.push(statement.type)
  }
  if (!options) throw new Error(`${file} exports no Route = createFileRoute(…)({ … })`)
  return { options, others }
}

const keyOf = (property: Node) => ((property.key as Node | undefined)?.name as string | undefined) ?? property.type

const files = globSync(`${ADMIN}/**/*.{ts,tsx}`, { cwd: ROOT }).sort()

describe('the staff routes', () => {
  it('are found', () => {
    expect(files).toContain(`${ADMIN}/leads/index.tsx`)
  })

  it.each(files.filter((file) => file !== `${ADMIN}/route.tsx`))('%s declares only what goes with the area’s chunk', (file) => {
    const { options, others } = routeFile(file)
    expect(others, 'top-level statements that would run in every page’s entry').toEqual([])
    const keys = options.map(keyOf)
    // A server route (a download) has no client part at all.
    if (keys.includes('server')) return expect(keys).toEqual(['server'])
    const refused = options.filter((property) => {
      const rule = SCREEN_OPTIONS[keyOf(property)]
      return rule === undefined || (rule !== 'split' && !rule(property.value as Node))
    })
    expect(refused.map(keyOf), 'declarations that would stay in every page’s entry').toEqual([])
  })
})
