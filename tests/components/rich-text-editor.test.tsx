import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RichTextEditor } from '#app/features/staff/editor/RichTextEditor.tsx'
import { sanitizeBody } from '#api/content/sanitize.ts'

// The picker talks to the server; the editor only opens it.
vi.mock('#app/features/staff/media/ImagePicker.tsx', () => ({ ImagePicker: () => null }))

async function renderEditor(initialHtml: string) {
  const onChange = vi.fn<(html: string) => void>()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <span id="body-label">Текст</span>
      <RichTextEditor id="body" labelId="body-label" initialHtml={initialHtml} onChange={onChange} />
    </QueryClientProvider>,
  )
  await screen.findByRole('toolbar', { name: 'Оформление текста' })
  return { onChange, text: screen.getByRole('textbox', { name: 'Текст' }), user: userEvent.setup() }
}

const lastHtml = (onChange: { mock: { calls: [string][] } }) => onChange.mock.calls.at(-1)?.[0] ?? ''

describe('the rich-text editor', () => {
  it('offers its tools in Russian', async () => {
    await renderEditor('<p>Текст</p>')
    for (const name of [
      'Раздел (заголовок H2)',
      'Подраздел (заголовок H3)',
      'Жирный',
      'Курсив',
      'Ссылка',
      'Маркированный список',
      'Нумерованный список',
      'Цитата',
      'Таблица',
      'Изображение из библиотеки',
      'Отменить',
      'Повторить',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy()
    }
  })

  it('keeps only what the sanitizer keeps: pasted styles, spans and scripts are gone', async () => {
    const html =
      '<h2 id="zadacha" style="color:red">Задача</h2><p class="x"><span style="font-size:30px">Слово</span> <u>подчёркнуто</u> <strong>жирно</strong></p><script>alert(1)</script><ul><li><p>Пункт</p></li></ul><blockquote><p>Цитата</p></blockquote><img src="/api/v1/media/k/a.jpg" alt="Фото" title="Подпись">'
    const { onChange, user } = await renderEditor(html)
    // Any change gives the whole body: the first section becomes a subsection.
    await user.click(screen.getByRole('button', { name: 'Подраздел (заголовок H3)' }))
    await waitFor(() => expect(onChange).toHaveBeenCalled())
    const produced = lastHtml(onChange)
    expect(produced).not.toMatch(/style=|class=|<span|<u>|<script|title=/)
    expect(produced).toContain('<h3 id="zadacha">Задача</h3><p>Слово подчёркнуто <strong>жирно</strong></p>')
    expect(produced).toContain('<ul><li><p>Пункт</p></li></ul><blockquote><p>Цитата</p></blockquote>')
    expect(produced).toContain('<img src="/api/v1/media/k/a.jpg" alt="Фото">')
    // What the editor writes survives the server's cleaning as it is
    // (it adds lazy loading to images and writes them self-closed).
    expect(
      sanitizeBody(produced)
        .replace(/ loading="lazy"/g, '')
        .replace(/ \/>/g, '>'),
    ).toBe(produced)
  })

  it('makes sections with anchors for the table of contents', async () => {
    const { onChange, text, user } = await renderEditor('<p></p>')
    await user.click(text)
    await user.click(screen.getByRole('button', { name: 'Раздел (заголовок H2)' }))
    await user.keyboard('Итоги года')
    // No empty paragraph the editor keeps for typing after the last block.
    await waitFor(() => expect(lastHtml(onChange)).toBe('<h2 id="itogi-goda">Итоги года</h2>'))
    expect(screen.getByRole('button', { name: 'Раздел (заголовок H2)' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('refuses a link it cannot keep, in Russian', async () => {
    const { text, user } = await renderEditor('<p>Наш сайт</p>')
    await user.click(text)
    await user.click(screen.getByRole('button', { name: 'Ссылка' }))
    await user.type(screen.getByLabelText('Адрес ссылки'), 'javascript:alert(1)')
    await user.click(screen.getByRole('button', { name: 'Применить' }))
    expect(screen.getByText(/Адрес ссылки: https:\/\/…/)).toBeTruthy()
  })
  it('is one stop of the Tab key: arrows, Home and End move along the toolbar, skipping what cannot be used', async () => {
    const { text, user } = await renderEditor('<p>Текст</p>')
    const button = (name: string) => screen.getByRole('button', { name })
    await user.tab()
    expect(document.activeElement).toBe(button('Раздел (заголовок H2)'))
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(document.activeElement).toBe(button('Жирный'))
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    expect(document.activeElement).toBe(button('Изображение из библиотеки'))
    // Nothing to undo or redo yet: End stops at the last button that works.
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(button('Раздел (заголовок H2)'))
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(button('Изображение из библиотеки'))
    // Tab leaves the toolbar for the text; Shift+Tab comes back to the button used last.
    await user.tab()
    expect(document.activeElement).toBe(text)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(button('Изображение из библиотеки'))
  })

  it('makes a table with a header row, grows and shrinks it from the cell where the cursor is, and the sanitizer keeps it', async () => {
    const { onChange, text, user } = await renderEditor('<p>Тарифы</p>')
    await user.click(text)
    expect(screen.queryByRole('toolbar', { name: 'Таблица' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Таблица' }))
    const tableTools = await screen.findByRole('toolbar', { name: 'Таблица' })
    const tool = (name: string) => within(tableTools).getByRole('button', { name })
    expect(tool('Строка заголовков').getAttribute('aria-pressed')).toBe('true')
    await user.keyboard('Тариф')
    await user.click(tool('Столбец справа'))
    await user.click(tool('Строка ниже'))
    await waitFor(() => expect(lastHtml(onChange).match(/<tr>/g)).toHaveLength(4))
    const produced = lastHtml(onChange)
    expect(produced).toContain('<p>Тарифы</p>')
    expect(produced).toMatch(/<table><tbody><tr><th><p>Тариф<\/p><\/th>(<th><p><\/p><\/th>){3}<\/tr>/)
    expect(produced.match(/<td>/g)).toHaveLength(12)
    expect(produced).not.toMatch(/style=|colgroup|colwidth/)
    expect(sanitizeBody(produced)).toBe(produced)

    await user.click(tool('Удалить столбец'))
    await user.click(tool('Строка заголовков'))
    await waitFor(() => expect(lastHtml(onChange)).not.toContain('<th>'))
    expect(lastHtml(onChange).match(/<td>/g)).toHaveLength(12)
    await user.click(tool('Удалить таблицу'))
    await waitFor(() => expect(lastHtml(onChange)).not.toContain('<table'))
    expect(lastHtml(onChange)).toContain('<p>Тарифы</p>')
    expect(screen.queryByRole('toolbar', { name: 'Таблица' })).toBeNull()
  })

  it('draws its signs instead of emoji, which a computer without an emoji font shows as empty boxes', async () => {
    await renderEditor('<p>Текст</p>')
    const toolbar = screen.getByRole('toolbar', { name: 'Оформление текста' })
    expect(toolbar.textContent).not.toMatch(/\p{Extended_Pictographic}/u)
    for (const name of ['Ссылка', 'Изображение из библиотеки']) {
      expect(screen.getByRole('button', { name }).querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    }
  })
})
