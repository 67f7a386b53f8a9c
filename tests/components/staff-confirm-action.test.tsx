import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { FormOutcome } from '#app/components/form/outcome.ts'
import { ConfirmAction } from '#app/components/ui/ConfirmAction.tsx'
import { descriptionOf } from './describedby.ts'

// No router here: the session is taken as alive (the hook's own work is the account pages' to test).
vi.mock('#app/features/auth/use-session-end.ts', () => ({ useSessionEnd: () => async () => false }))

const LAST_ADMIN = 'Должен остаться хотя бы один администратор: сначала назначьте другого.'

function renderAction(run: () => Promise<FormOutcome>) {
  const onDone = vi.fn()
  render(
    <ConfirmAction
      opener="Закрыть доступ…"
      openerLabel="Закрыть доступ: Анна Петрова"
      title="Закрыть доступ для Анна Петрова?"
      confirmLabel="Закрыть доступ"
      pendingLabel="Закрываем…"
      run={run}
      onDone={onDone}
    >
      Анна Петрова больше не сможет работать в управлении сайтом.
    </ConfirmAction>,
  )
  const dialog = document.querySelector('dialog')!
  return { user: userEvent.setup(), onDone, dialog }
}

describe('an action behind a question', () => {
  it('asks first: nothing is done until the answer, and «Отмена» does nothing', async () => {
    const run = vi.fn(async (): Promise<FormOutcome> => ({ kind: 'done', message: 'Готово.' }))
    const { user, dialog } = renderAction(run)
    expect(dialog.open).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Закрыть доступ: Анна Петрова' }))
    expect(dialog.open).toBe(true)
    expect(descriptionOf(dialog)).toBe('Анна Петрова больше не сможет работать в управлении сайтом.')
    await user.click(screen.getByRole('button', { name: 'Отмена' }))
    expect(dialog.open).toBe(false)
    expect(run).not.toHaveBeenCalled()
  })

  it('keeps the dialog open with the API’s refusal in its words (the last admin’s 409)', async () => {
    const { user, onDone, dialog } = renderAction(async () => ({ kind: 'invalid', message: LAST_ADMIN, errors: {} }))
    await user.click(screen.getByRole('button', { name: 'Закрыть доступ: Анна Петрова' }))
    await user.click(screen.getByRole('button', { name: 'Закрыть доступ' }))
    expect((await screen.findByRole('alert')).textContent).toBe(LAST_ADMIN)
    expect(dialog.open).toBe(true)
    expect(onDone).not.toHaveBeenCalled()
  })

  it('closes once done, and hands the success message on', async () => {
    const { user, onDone, dialog } = renderAction(async () => ({ kind: 'done', message: 'Доступ закрыт.' }))
    await user.click(screen.getByRole('button', { name: 'Закрыть доступ: Анна Петрова' }))
    await user.click(screen.getByRole('button', { name: 'Закрыть доступ' }))
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Доступ закрыт.'))
    expect(dialog.open).toBe(false)
  })

  it('answers one press while the action is on its way', async () => {
    let finish: (outcome: FormOutcome) => void = () => {}
    const run = vi.fn(() => new Promise<FormOutcome>((resolve) => (finish = resolve)))
    const { user } = renderAction(run)
    await user.click(screen.getByRole('button', { name: 'Закрыть доступ: Анна Петрова' }))
    await user.click(screen.getByRole('button', { name: 'Закрыть доступ' }))
    const pending = screen.getByRole('button', { name: 'Закрываем…' })
    expect(pending.getAttribute('aria-disabled')).toBe('true')
    await user.click(pending)
    expect(run).toHaveBeenCalledTimes(1)
    finish({ kind: 'done', message: 'Доступ закрыт.' })
  })
})
