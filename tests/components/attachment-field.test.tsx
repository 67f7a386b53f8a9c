import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { AttachmentField } from '#app/features/forms/components/AttachmentField.tsx'

/** The field as the brief holds it: a refused file's message comes back as the field's error. */
function Harness() {
  const [error, setError] = useState<string | undefined>()
  return <AttachmentField id="brief-attachment" error={error} onChecked={(problem) => setError(problem ?? undefined)} />
}

const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' })
const TYPE_REFUSED = 'Подойдут файлы PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, PNG, JPG или ZIP.'

describe('AttachmentField', () => {
  it('refuses a file of a wrong type at once and keeps nothing of it', async () => {
    const user = userEvent.setup({ applyAccept: false })
    render(<Harness />)
    const input = screen.getByLabelText('Прикрепить файл') as HTMLInputElement
    await user.upload(input, new File(['MZ not a document'], 'setup.exe', { type: 'application/octet-stream' }))
    expect(screen.getByText(TYPE_REFUSED)).toBeTruthy()
    expect(input.value).toBe('')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toContain('brief-attachment-error')
  })

  it('shows a chosen file with its name, and takes it away again on «Удалить»', async () => {
    const user = userEvent.setup({ applyAccept: false })
    render(<Harness />)
    await user.upload(screen.getByLabelText('Прикрепить файл'), new File(['x'], 'setup.exe'))
    await user.upload(screen.getByLabelText('Прикрепить файл'), pdf('brief.pdf'))
    expect(screen.queryByText(TYPE_REFUSED)).toBeNull()
    expect(screen.getByText('brief.pdf')).toBeTruthy()
    // Once a file is chosen the button offers another one.
    const input = screen.getByLabelText('Выбрать другой файл') as HTMLInputElement

    await user.click(screen.getByRole('button', { name: 'Удалить файл brief.pdf' }))
    expect(screen.queryByText('brief.pdf')).toBeNull()
    expect(input.value).toBe('')
    expect(document.activeElement).toBe(input)
    expect(screen.getByLabelText('Прикрепить файл')).toBe(input)
  })
})
