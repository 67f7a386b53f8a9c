import { type Dispatch, useRef } from 'react'
import type { FormOutcome } from '#app/components/form/outcome.ts'
import type { FieldErrors } from '#app/components/form/types.ts'
import { useFormSubmission } from '#app/components/form/use-form-submission.ts'
import { useSessionEnd } from '#app/features/auth/use-session-end.ts'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'
import type { EditorialOutcome } from '../posts/post-action.server.ts'
import type { EditorialAction, EditorialState } from './editorial-state.ts'

type Ref = { id: number; revision: number }

/** A refusal for a stale save is the notice's, not the error summary's. */
const formOutcomeOf = <Item>(outcome: EditorialOutcome<Item>): FormOutcome =>
  outcome.kind === 'conflict' ? { kind: 'invalid', message: outcome.message, errors: {} } : outcome

/**
 * What an editor of any editorial item does with it: save what is typed (when it passes the rules),
 * publish, schedule or unpublish (saving first what is not saved), and take in a refusal
 * because someone else saved first. Outcomes are shown by the form it answers.
 */
export function useEditorialActions<Item extends Ref, Values>({
  state,
  dispatch,
  isDirty,
  errorsOf,
  save,
  stored,
  created,
}: {
  state: EditorialState<Item, Values>
  dispatch: Dispatch<EditorialAction<Item, Values>>
  isDirty: (state: EditorialState<Item, Values>) => boolean
  errorsOf: (values: Values) => FieldErrors
  /** Saves `values` from `base` (null: a new item). */
  save: (base: Item | null, values: Values) => Promise<EditorialOutcome<Item>>
  /** A stored item from an action: the lists are read again, its query holds it. */
  stored: (item: Item) => Promise<void>
  /** A new item has its own address once first saved: the editor moves there. */
  created: (item: Item) => Promise<void>
}) {
  const latest = useRef(state)
  latest.current = state
  const form = useFormSubmission()
  const sessionEnd = useSessionEnd()

  const taken = async (outcome: EditorialOutcome<Item>, done: (item: Item) => void) => {
    if (outcome.kind === 'done') {
      done(outcome.post)
      await stored(outcome.post)
    } else if (outcome.kind === 'conflict') dispatch({ type: 'conflict', message: outcome.message, theirs: outcome.theirs })
    return outcome
  }

  /** Saves what is typed: the stored item, or the outcome that stopped it. */
  const persist = async (base = latest.current.post): Promise<EditorialOutcome<Item>> => {
    const sent = latest.current.values
    return taken(await save(base, sent), (post) => dispatch({ type: 'saved', sent, post }))
  }

  /** Runs an action once the fields pass the rules. */
  const act = (run: () => Promise<EditorialOutcome<Item>>) => {
    if (form.pending) return
    const errors = errorsOf(latest.current.values)
    if (Object.keys(errors).length > 0) {
      dispatch({ type: 'touch-all' })
      return form.fail(VALIDATION_MESSAGE, errors)
    }
    const wasNew = latest.current.post === null
    void form.send(async () => {
      const outcome = await run()
      if (await sessionEnd(formOutcomeOf(outcome))) return formOutcomeOf(outcome)
      if (outcome.kind === 'done' && wasNew) await created(outcome.post)
      return formOutcomeOf(outcome)
    })
  }

  /** A change of status, made from the stored revision once what is typed is saved. */
  const changeStatus = (call: (ref: Ref) => Promise<EditorialOutcome<Item>>) => async () => {
    let current = latest.current.post
    if (!current || isDirty(latest.current)) {
      const saved = await persist()
      if (saved.kind !== 'done') return saved
      current = saved.post
    }
    return taken(await call({ id: current.id, revision: current.revision }), (post) => dispatch({ type: 'status-changed', post }))
  }

  /** Take the stored version: the refusal's words go with ours. */
  const takeTheirs = () => {
    dispatch({ type: 'take-theirs' })
    form.reset()
  }

  /** Keep ours over a stored version: saved from its revision, ours goes over theirs. */
  const keepOurs = () => {
    const theirs = latest.current.conflict?.theirs
    dispatch({ type: 'keep-ours' })
    act(() => persist(theirs))
  }

  return { form, latest, act, persist, changeStatus, takeTheirs, keepOurs }
}
