import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import type { FormOutcome } from '#app/components/form/outcome.ts'
import { ErrorSummary } from '#app/components/form/panels.tsx'
import { useValidatedForm } from '#app/components/form/use-validated-form.ts'
import { SecondFactorForm } from '#app/features/auth/components/SecondFactorForm.tsx'
import { typedSecondFactorCode } from '#shared/contract/codes.ts'
import { descriptionOf } from './describedby.ts'

const PROMPT = 'Введите код из приложения-аутентификатора или один из резервных кодов.'

function renderStep(send = vi.fn(async (_code: string): Promise<FormOutcome> => ({ kind: 'done', message: 'Вы вошли.' }))) {
  const onDone = vi.fn()
  render(
    <SecondFactorForm
      prompt={PROMPT}
      send={send}
      onDone={onDone}
      back={
        <button type="button" onClick={() => {}}>
          Назад
        </button>
      }
    />,
  )
  return {
    user: userEvent.setup(),
    send,
    onDone,
    code: screen.getByRole('textbox'),
    submit: screen.getByRole('button', { name: /Войти/ }),
  }
}

describe('the code step of a sign-in', () => {
  it('asks for the app’s code with the digit keyboard and one-time-code autofill, and takes focus', () => {
    const { code } = renderStep()
    expect(screen.getByRole('region', { name: 'Подтвердите вход' })).toBeTruthy()
    expect(screen.getByText(PROMPT)).toBeTruthy()
    expect(code).toBe(screen.getByLabelText('Код из приложения'))
    expect(code.getAttribute('inputmode')).toBe('numeric')
    expect(code.getAttribute('autocomplete')).toBe('one-time-code')
    expect(descriptionOf(code)).toMatch(/резервный код/)
    expect(document.activeElement).toBe(code)
    expect(screen.getByRole('button', { name: 'Назад' })).toBeTruthy()
  })

  it('switches to a recovery code (letters too) and back, keeping the field in focus', async () => {
    const { user, code } = renderStep()
    await user.click(screen.getByRole('button', { name: 'Ввести резервный код' }))
    expect(screen.getByLabelText('Резервный код')).toBe(code)
    expect(code.getAttribute('inputmode')).toBe('text')
    expect(code.getAttribute('autocomplete')).toBe('one-time-code')
    expect(descriptionOf(code)).toMatch(/abcde-fghij/)
    expect(document.activeElement).toBe(code)

    await user.click(screen.getByRole('button', { name: 'Ввести код из приложения' }))
    expect(screen.getByLabelText('Код из приложения')).toBe(code)
    expect(code.getAttribute('inputmode')).toBe('numeric')
  })

  it.each([
    ['', 'Введите код из приложения или резервный код.'],
    ['12345', 'Код из приложения — шесть цифр.'],
    ['1234567', 'Код из приложения — шесть цифр.'],
  ])('catches «%s» before anything is sent', async (typed, message) => {
    const { user, send, code, submit } = renderStep()
    if (typed) await user.type(code, typed)
    await user.click(submit)
    expect(code.getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(code)).toContain(message)
    expect(send).not.toHaveBeenCalled()
  })

  it('sends the app’s digits without their grouping, then goes on as signed in', async () => {
    const { user, send, onDone, code, submit } = renderStep()
    await user.type(code, '123 456')
    await user.click(submit)
    await waitFor(() => expect(send).toHaveBeenCalledWith('123456'))
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
  })

  it('shows the API’s refusal of a code under the field, and typing takes it away', async () => {
    const refusal = 'Код не подошёл. Проверьте время на телефоне и введите код, который приложение показывает сейчас.'
    const { user, code, submit, onDone } = renderStep(
      vi.fn(async (): Promise<FormOutcome> => ({ kind: 'invalid', message: refusal, errors: { otp: [refusal] } })),
    )
    await user.type(code, '000000')
    await user.click(submit)
    await waitFor(() => expect(descriptionOf(code)).toContain(refusal))
    expect(code.getAttribute('aria-invalid')).toBe('true')
    expect(onDone).not.toHaveBeenCalled()

    await user.type(code, '1')
    expect(code.hasAttribute('aria-invalid')).toBe(false)
  })

  it('after too many wrong codes, says how long to wait in the API’s words', async () => {
    const limit = 'Слишком много неверных кодов. Попробуйте снова через 15 минут.'
    const { user, code, submit } = renderStep(
      vi.fn(async (): Promise<FormOutcome> => ({ kind: 'rate-limited', message: limit, retryAfter: 900 })),
    )
    await user.type(code, 'abcde-fghij')
    await user.click(submit)
    const summary = await screen.findByRole('region', { name: 'Не удалось войти' })
    expect(summary.textContent).toContain(limit)
    await waitFor(() => expect(document.activeElement).toBe(summary))
  })
})

describe('the code as it is sent', () => {
  it('the app’s digits without the spaces or dashes that group them', () => {
    for (const typed of ['123456', ' 123 456 ', '123-456']) expect(typedSecondFactorCode(typed)).toBe('123456')
  })

  it('a recovery code as typed, only trimmed', () => {
    expect(typedSecondFactorCode(' abcde-fghij ')).toBe('abcde-fghij')
    expect(typedSecondFactorCode('ABCDE-FGHIJ')).toBe('ABCDE-FGHIJ')
    expect(typedSecondFactorCode('abcde fghij')).toBe('abcde fghij')
  })
})

/** A form whose server asks for the second factor: the step that follows is the caller's to show. */
function PasswordForm({ send }: { send: () => Promise<FormOutcome> }) {
  const form = useValidatedForm({ name: 'login', fields: ['email'], schema: v.object({}), read: () => ({}), submit: send })
  return (
    <form noValidate onSubmit={form.onSubmit} aria-label="Вход">
      {form.failure && <ErrorSummary {...form.summary} failedTitle="Не удалось войти" />}
      <output>{form.status}</output>
      <button type="submit">Войти</button>
    </form>
  )
}

describe('a form answered with the second-factor step', () => {
  it('shows no failure and stays as it was: nothing went wrong', async () => {
    const send = vi.fn(async (): Promise<FormOutcome> => ({ kind: 'second-factor', message: PROMPT }))
    render(<PasswordForm send={send} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Войти' }))
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('editing'))
    expect(screen.queryByRole('region')).toBeNull()
  })
})
