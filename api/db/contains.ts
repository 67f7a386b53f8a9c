/** A LIKE pattern that finds `words` anywhere: `%` and `_` typed by a person are letters, not wildcards. */
export const containsPattern = (words: string) => `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
