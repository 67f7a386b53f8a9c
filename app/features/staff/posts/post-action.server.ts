import type { FormFailure } from '#app/components/form/outcome.ts'
import { ApiRequestError } from '#app/lib/api/errors.ts'
import { formAction } from '#app/lib/server-fn/form-action.server.ts'
import { asStaff } from '../staff-api.server.ts'
import type { AdminPost } from './types.ts'

/** What an action on an editorial item answers: the item as stored now, or why not. */
export type EditorialOutcome<Item> =
  | { kind: 'done'; message: string; post: Item }
  /** Someone else saved first (409): nothing was written; `theirs` is the stored item to compare with. */
  | { kind: 'conflict'; message: string; theirs: Item }
  | FormFailure

/**
 * Runs a change of an editorial item (`stored`: reads an item of its kind as stored now). A refusal
 * with 409 made from a revision that is no longer the stored one answers the stored item along with
 * the API's words, so the editor can show both versions side by side.
 */
export async function editorialAction<Item extends { revision: number }>(
  action: string,
  stored: (id: number) => Promise<Item>,
  ref: { id: number; revision: number } | null,
  run: () => Promise<Item>,
  message: string,
): Promise<EditorialOutcome<Item>> {
  let post: Item | undefined
  let theirs: Item | undefined
  const outcome = await formAction(action, async () => {
    try {
      post = await run()
    } catch (error) {
      if (ref && error instanceof ApiRequestError && error.status === 409) {
        const current = await stored(ref.id)
        if (current.revision !== ref.revision) theirs = current
      }
      throw error
    }
    return message
  })
  if (outcome.kind === 'done' && post) return { ...outcome, post }
  if (outcome.kind === 'invalid' && theirs) return { kind: 'conflict', message: outcome.message, theirs }
  return outcome.kind === 'done' ? { kind: 'failed' } : outcome
}

/** Runs a change of a post (editorialAction). */
export const postAction = (action: string, ref: { id: number; revision: number } | null, run: () => Promise<AdminPost>, message: string) =>
  editorialAction(action, (id) => asStaff(`/v1/admin/posts/${id}`), ref, run, message)
