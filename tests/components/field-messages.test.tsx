import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { describe, expect, it } from 'vitest'
import { ChoiceGroup, ConsentField } from '#app/components/form/choice-fields.tsx'
import { ErrorSummary } from '#app/components/form/panels.tsx'
import { EmailField, TextField } from '#app/components/form/text-fields.tsx'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'
import { descriptionOf } from './describedby.ts'

describe('a field’s message', () => {
  it('marks the field invalid and is read with it, after its hint', () => {
    render(<TextField id="contact-name" name="name" label="Как к вам обращаться" hint="Имя или имя и фамилия" error="Укажите имя." />)
    const name = screen.getByLabelText('Как к вам обращаться')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(name)).toBe('Имя или имя и фамилия Укажите имя.')
  })

  it('leaves a field without a message unmarked, with only its hint', () => {
    render(<EmailField id="contact-email" name="email" hint="Ответим на неё" />)
    const email = screen.getByLabelText('Электронная почта')
    expect(email.hasAttribute('aria-invalid')).toBe(false)
    expect(descriptionOf(email)).toBe('Ответим на неё')
    expect(email.getAttribute('maxlength')).toBe('254')
  })

  it('marks an optional field as such in its label', () => {
    render(<TextField id="brief-company" name="company" label="Компания" optional />)
    expect(screen.getByLabelText(/^Компания\s*\(необязательно\)$/)).toBeTruthy()
  })

  it('describes a group of checkboxes and marks each of them', () => {
    const options = [
      { value: 'shop', label: 'Интернет-магазин' },
      { value: 'support', label: 'Поддержка и развитие' },
    ]
    render(
      <ChoiceGroup
        id="brief-services"
        name="services"
        legend="Что нужно сделать"
        type="checkbox"
        options={options}
        error="Выберите хотя бы одну услугу."
      />,
    )
    const group = screen.getByRole('group', { name: 'Что нужно сделать' })
    expect(descriptionOf(group)).toBe('Выберите хотя бы одну услугу.')
    for (const box of screen.getAllByRole('checkbox')) expect(box.getAttribute('aria-invalid')).toBe('true')
  })

  it('describes the consent checkbox with its message', () => {
    render(<ConsentField id="contact-consent" error="Подтвердите согласие на обработку персональных данных." />)
    const consent = screen.getByRole('checkbox', { name: /Даю согласие на обработку персональных данных/ })
    expect(consent.getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(consent)).toBe('Подтвердите согласие на обработку персональных данных.')
  })

  it('words the consent the same for everyone, with the user agreement for an account', () => {
    render(<ConsentField id="registration-consent" agreement />)
    const consent = screen.getByRole<HTMLInputElement>('checkbox')
    expect(consent.labels?.[0]?.textContent).toBe(
      'Принимаю условия пользовательского соглашения (откроется в новой вкладке) и даю согласие на обработку персональных данных на условиях политики конфиденциальности (откроется в новой вкладке)',
    )
  })
})

describe('ErrorSummary', () => {
  const fields = ['name', 'message'] as const

  it('lists the fields’ messages in form order as links that take the person to the field', async () => {
    const user = userEvent.setup()
    render(
      <form>
        <ErrorSummary
          form="contact"
          failure={VALIDATION_MESSAGE}
          errors={{ message: ['Напишите сообщение.'], name: ['Укажите имя.'] }}
          fields={fields}
          summaryRef={createRef()}
        />
        <TextField id="contact-name" name="name" label="Имя" error="Укажите имя." />
        <TextField id="contact-message" name="message" label="Сообщение" error="Напишите сообщение." />
      </form>,
    )
    const summary = screen.getByRole('region', { name: 'Проверьте, пожалуйста, форму' })
    // The general message adds nothing to the fields' own.
    expect(summary.textContent).not.toContain(VALIDATION_MESSAGE)
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Укажите имя.', 'Напишите сообщение.'])
    expect(links[1]!.getAttribute('href')).toBe('#contact-message')

    await user.click(links[1]!)
    expect(document.activeElement).toBe(screen.getByLabelText('Сообщение'))
  })

  it('names a refusal of the whole form with its own title and text', () => {
    render(
      <ErrorSummary
        form="login"
        failure="Неверная почта или пароль."
        errors={{}}
        fields={['email', 'password']}
        summaryRef={createRef()}
        failedTitle="Не удалось войти"
      />,
    )
    const summary = screen.getByRole('region', { name: 'Не удалось войти' })
    expect(summary.textContent).toContain('Неверная почта или пароль.')
    expect(screen.queryAllByRole('link')).toHaveLength(0)
  })

  it('lists messages of no field of the form without a link, and takes focus through its ref', () => {
    const ref = createRef<HTMLElement>()
    render(
      <ErrorSummary
        form="brief"
        failure={VALIDATION_MESSAGE}
        errors={{ token: ['Обновите страницу.'] }}
        fields={['name']}
        summaryRef={ref}
      />,
    )
    expect(screen.getByRole('listitem').textContent).toBe('Обновите страницу.')
    expect(screen.queryAllByRole('link')).toHaveLength(0)
    ref.current!.focus()
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Проверьте, пожалуйста, форму' }))
  })
})
