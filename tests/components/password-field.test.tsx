import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PasswordField } from '#app/components/form/text-fields.tsx'

describe('PasswordField', () => {
  it('hides what was typed until the button shows it, and hides it again', async () => {
    const user = userEvent.setup()
    render(<PasswordField id="login-password" name="password" label="Пароль" autoComplete="current-password" />)
    const password = screen.getByLabelText('Пароль') as HTMLInputElement
    await user.type(password, 'Морской-бриз-2026')
    expect(password.type).toBe('password')

    await user.click(screen.getByRole('button', { name: 'Показать пароль' }))
    expect(password.type).toBe('text')
    expect(password.value).toBe('Морской-бриз-2026')
    const hide = screen.getByRole('button', { name: 'Скрыть пароль' })
    expect(hide.getAttribute('aria-pressed')).toBe('true')
    expect(hide.getAttribute('aria-controls')).toBe('login-password')

    await user.click(hide)
    expect(password.type).toBe('password')
    expect(screen.getByRole('button', { name: 'Показать пароль' }).getAttribute('aria-pressed')).toBe('false')
  })

  it('asks password managers for the right kind of password and keeps the keyboard from correcting it', () => {
    render(<PasswordField id="new-password" name="password" label="Новый пароль" autoComplete="new-password" />)
    const password = screen.getByLabelText('Новый пароль')
    expect(password.getAttribute('autocomplete')).toBe('new-password')
    expect(password.getAttribute('autocapitalize')).toBe('none')
    expect(password.getAttribute('spellcheck')).toBe('false')
    expect(password.getAttribute('maxlength')).toBe('128')
  })
})
