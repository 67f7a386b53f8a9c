import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The built client: assets and public files, as the server serves them. */
export const CLIENT_DIR = resolve(import.meta.dirname, '../../dist/client')

/** The page's own scripts and styles, as its HTML names them (modulepreload included), in KB gzip. */
export function initialAssets(html: string): { js: number; css: number } {
  const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? ''))
  let js = 0
  let css = 0
  for (const file of files) {
    const size = gzipSync(readFileSync(join(CLIENT_DIR, file))).length
    if (file.endsWith('.js')) js += size
    else css += size
  }
  return { js: Math.round(js / 1024), css: Math.round(css / 1024) }
}
