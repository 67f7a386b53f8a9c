import type { FormFailure } from '#app/components/form/outcome.ts'
import { ApiRequestError } from '#app/lib/api/errors.ts'
import { formAction } from '#app/lib/server-fn/form-action.server.ts'
import type { AdminPost } from '#shared/contract/editorial.ts'
import { asStaff } from '../staff-api.server.ts'

/** What an action on a post answers: the post as stored now, or why not. */
export type PostOutcome =
  | { kind: 'done'; message: string; post: AdminPost }
  /** Someone else saved first (409): nothing was written; `theirs` is the stored post to compare with. */
  | { kind: 'conflict'; message: string; theirs: AdminPost }
  | FormFailure

/**
 * Runs a change of a post. A refusal with 409 made from a revision that is no longer the stored one
 * answers the stored post along with the API's words, so the editor can show both versions side by side.
 */
export async function postAction(
  action: string,
  ref: { id: number; revision: number } | null,
  run: () => Promise<AdminPost>,
  message: string,
): Promise<PostOutcome> {
  let post: AdminPost | undefined
  let theirs: AdminPost | undefined
  const outcome = await formAction(action, async () => {
    try {
      post = await run()
    } catch (error) {
      if (ref && error instanceof ApiRequestError && error.status === 409) {
        const stored = await asStaff<AdminPost>(`/posts/${ref.id}`)
        if (stored.revision !== ref.revision) theirs = stored
      }
      throw error
    }
    return message
  })
  if (outcome.kind === 'done' && post) return { ...outcome, post }
  if (outcome.kind === 'invalid' && theirs) return { kind: 'conflict', message: outcome.message, theirs }
  return outcome.kind === 'done' ? { kind: 'failed' } : outcome
}
