/**
 * The visual voice of a solution page: `calm` for delicate topics (soft surfaces, quiet numbers),
 * `bold` for retail (dark accents, heavy numbers), `neutral` for the rest.
 */
export type Tone = 'calm' | 'bold' | 'neutral'
