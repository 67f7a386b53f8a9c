import { createHash } from 'node:crypto'

/** Server functions by id, so that two of them never share one. */
const namesById = new Map<string, string>()

/**
 * A server function's id in a production build (vite.config.ts): 12 characters of the SHA-256 of
 * its file and name (72 bits), where Start would write all 64 hex digits. Every id a page may call
 * is in its scripts (the entry chunk holds 22) and hex digits hardly compress: short ids weigh about
 * 0.9 KB less on every first load. The server looks an id up among the build's own functions, so it
 * has to be unique, not secret; two functions with one id fail the build.
 */
export function serverFnId({ filename, functionName }: { filename: string; functionName: string }): string {
  const name = `${filename}--${functionName}`
  const id = createHash('sha256').update(name).digest('base64url').slice(0, 12)
  const holder = namesById.get(id)
  if (holder !== undefined && holder !== name) throw new Error(`Server functions ${holder} and ${name} share the id ${id}`)
  namesById.set(id, name)
  return id
}
