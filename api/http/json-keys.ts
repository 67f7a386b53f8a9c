/**
 * The member names of a JSON text's top-level object, in order and with repeats, which JSON.parse
 * hides by keeping only the last value of a name. Only for text JSON.parse has already accepted as
 * an object: the scan trusts it to be well formed.
 */
export function topLevelKeys(text: string): string[] {
  const keys: string[] = []
  let depth = 0
  let nameExpected = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (char === '"') {
      const start = i
      for (i++; text[i] !== '"'; i++) if (text[i] === '\\') i++
      if (depth === 1 && nameExpected) keys.push(JSON.parse(text.slice(start, i + 1)) as string)
      nameExpected = false
    } else if (char === '{' || char === '[') {
      depth++
      nameExpected = depth === 1 && char === '{'
    } else if (char === '}' || char === ']') {
      depth--
    } else if (char === ',') {
      nameExpected = depth === 1
    }
  }
  return keys
}

/** The names that occur more than once in a list, each once. */
export function repeated(names: Iterable<string>): string[] {
  const seen = new Set<string>()
  const twice = new Set<string>()
  for (const name of names) (seen.has(name) ? twice : seen).add(name)
  return [...twice]
}
