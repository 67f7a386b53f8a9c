import { expect } from 'vitest'

/** Expects each of the parts somewhere in the text (a failure names the part that is missing). */
export function expectContainsAll(text: string | null | undefined, parts: string[]): void {
  for (const part of parts) expect(text).toContain(part)
}
