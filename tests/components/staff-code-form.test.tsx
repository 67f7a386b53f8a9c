import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { FormOutcome } from '#app/components/form/outcome.ts'
import { CodeForm } from '#app/features/staff/components/CodeForm.tsx'
import { descriptionOf } from './describedby.ts'

vi.mock('#app/features/auth/use-session-end.ts', () => ({ useSessionEnd: () => async () => false }))

function renderForm(rule: 'app' | 'current', answer: FormOutcome = { kind: 'done', message: 'Готово.' }) {
  const send = vi.fn(async (_code: string) => answer)
  const onDone = vi.fn()
  render(
    <CodeForm
      name="test-code"
      rule={rule}
      submitLabel="Включить"
      pendingLabel="Проверяем…"
      failedTitle="Не включено"
      send={send}
      onDone={onDone}
    />,
  )
  return {
    user: userEvent.setup(),
    send,
    onDone,
    code: screen.getByRole('textbox'),
    submit: screen.getByRole('button', { name: /Включить/ }),
  }
}

describe('the code form of the security screen', () => {
  it('asks the app’s six digits with the digit keyboard and one-time-code autofill', async () => {
    const { code } = renderForm('app')
    expect(code.getAttribute('inputmode')).toBe('numeric')
    expect(code.getAttribute('autocomplete')).toBe('one-time-code')
    expect(screen.getByLabelText('Код из приложения')).toBe(code)
  })

  it('refuses what cannot be the app’s code in the browser, and sends nothing', async () => {
    const { user, send, code, submit } = renderForm('app')
    await user.click(submit)
    expect(descriptionOf(code)).toContain('Введите код из приложения.')
    await user.type(code, '12345')
    await user.click(submit)
    expect(descriptionOf(code)).toContain('Код из приложения — шесть цифр.')
    expect(code.getAttribute('aria-invalid')).toBe('true')
    expect(send).not.toHaveBeenCalled()
  })

  it('sends six digits typed in two groups without the space', async () => {
    const { user, send, onDone, code, submit } = renderForm('app')
    await user.type(code, '123 456')
    await user.click(submit)
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(send).toHaveBeenCalledWith('123456')
  })

  it('takes a recovery code where a code that works now is asked', async () => {
    const { user, send, code, submit } = renderForm('current')
    expect(code.getAttribute('inputmode')).toBe('text')
    await user.click(submit)
    expect(descriptionOf(code)).toContain('Введите код из приложения или резервный код.')
    await user.type(code, '  abcde-fghij ')
    await user.click(submit)
    await waitFor(() => expect(send).toHaveBeenCalledWith('abcde-fghij'))
  })

  it('shows the API’s refusal under the field', async () => {
    const wrong = 'Код не подошёл. Проверьте время на телефоне и введите код, который приложение показывает сейчас.'
    const { user, onDone, code, submit } = renderForm('app', { kind: 'invalid', message: wrong, errors: { code: [wrong] } })
    await user.type(code, '000000')
    await user.click(submit)
    await waitFor(() => expect(descriptionOf(code)).toContain(wrong))
    expect(onDone).not.toHaveBeenCalled()
  })
})
