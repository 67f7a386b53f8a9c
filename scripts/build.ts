// `npm run build`: the production build into dist/, keeping the previous build's client assets (server/build.ts).
import { resolve } from 'node:path'
import { consoleLogger } from '../shared/server/logger.ts'
import { buildSite } from '../server/build.ts'
import { configOrExit } from '../server/config.ts'

configOrExit()
const record = buildSite(resolve(import.meta.dirname, '..'))
consoleLogger.info(`Built ${record.id}`, {
  assets: record.assets.length,
  kept: record.earlier.map((build) => ({ id: build.id, assets: build.assets.length })),
})
