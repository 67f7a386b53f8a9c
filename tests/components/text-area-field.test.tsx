import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { TextAreaField } from '#app/components/form/text-fields.tsx'
import { descriptionOf } from './describedby.ts'

describe('TextAreaField', () => {
  it('counts its characters in the description of the field', async () => {
    const user = userEvent.setup()
    render(<TextAreaField id="brief-description" name="description" label="Расскажите о задаче" maxLength={5000} />)
    const description = screen.getByLabelText('Расскажите о задаче')
    expect(descriptionOf(description)).toMatch(/Введено символов: 0 \/ 5\s000/)
    await user.type(description, 'Сайт для сети кофеен')
    expect(descriptionOf(description)).toMatch(/Введено символов: 20 \/ 5\s000/)
  })

  it('marks the counter once the text is past nine tenths of the limit', async () => {
    const user = userEvent.setup()
    render(<TextAreaField id="note" name="note" label="Заметка" maxLength={10} />)
    const note = screen.getByLabelText('Заметка')
    await user.type(note, '123456789')
    const counter = document.getElementById('note-counter')!
    expect(counter.className).not.toContain('font-semibold')
    await user.type(note, '0')
    expect(counter.textContent).toContain('10 / 10')
    expect(counter.className).toContain('font-semibold')
  })

  it('shows its error next to the counter, and the field is described by both', () => {
    render(<TextAreaField id="message" name="message" label="Сообщение" maxLength={2000} error="Напишите сообщение." />)
    const message = screen.getByLabelText('Сообщение')
    expect(message.getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(message)).toContain('Напишите сообщение.')
    expect(descriptionOf(message)).toContain('Введено символов: 0')
  })
})
