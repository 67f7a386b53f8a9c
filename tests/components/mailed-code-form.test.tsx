import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { FormOutcome } from '#app/components/form/outcome.ts'
import { MailedCodeForm, useMailedCodeForm } from '#app/features/auth/components/MailedCodeForm.tsx'
import { descriptionOf } from './describedby.ts'

function CodeForm({ send }: { send: (code: string) => Promise<FormOutcome> }) {
  const form = useMailedCodeForm('verification', send)
  return (
    <section>
      <h2 id="code-title">Подтвердите почту</h2>
      <MailedCodeForm form={form} failedTitle="Код не подошёл" labelledBy="code-title" className="" />
    </section>
  )
}

function renderCodeForm(send = vi.fn(async (): Promise<FormOutcome> => ({ kind: 'done', message: 'Почта подтверждена.' }))) {
  render(<CodeForm send={send} />)
  return {
    user: userEvent.setup(),
    send,
    code: screen.getByLabelText('Код из письма'),
    submit: screen.getByRole('button', { name: /Подтвердить/ }),
  }
}

describe('the form of the code from a mail', () => {
  it('asks for the digit keyboard and the one-time-code autofill', () => {
    const { code } = renderCodeForm()
    expect(code.getAttribute('inputmode')).toBe('numeric')
    expect(code.getAttribute('autocomplete')).toBe('one-time-code')
  })

  it('catches a code that is not six digits before anything is sent, and the summary takes focus', async () => {
    const { user, send, code, submit } = renderCodeForm()
    await user.type(code, '12a45')
    await user.click(submit)
    expect(code.getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(code)).toBe('Код — это 6 цифр из письма.')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Проверьте, пожалуйста, форму' })))
    expect(send).not.toHaveBeenCalled()
  })

  it('asks for the code when there is none', async () => {
    const { user, send, code, submit } = renderCodeForm()
    await user.click(submit)
    expect(descriptionOf(code)).toBe('Введите код из письма.')
    expect(send).not.toHaveBeenCalled()
  })

  it('sends the six digits as people copy them from a mail, with a space or a dash', async () => {
    const { user, send, code, submit } = renderCodeForm()
    await user.type(code, '123 456')
    await user.click(submit)
    await waitFor(() => expect(send).toHaveBeenCalledWith('123456'))
    await user.clear(code)
    await user.type(code, '654-321')
    await user.click(submit)
    await waitFor(() => expect(send).toHaveBeenLastCalledWith('654321'))
  })

  it('shows the API’s refusal under the field, and typing takes it away', async () => {
    const refusal = 'Неверный код. Осталось попыток: 4.'
    const { user, code, submit } = renderCodeForm(
      vi.fn(async (): Promise<FormOutcome> => ({ kind: 'invalid', message: refusal, errors: { code: [refusal] } })),
    )
    await user.type(code, '000000')
    await user.click(submit)
    await waitFor(() => expect(descriptionOf(code)).toBe(refusal))
    expect(screen.getByRole('link', { name: refusal }).getAttribute('href')).toBe('#verification-code')

    await user.type(code, '1')
    expect(code.hasAttribute('aria-invalid')).toBe(false)
  })
})
