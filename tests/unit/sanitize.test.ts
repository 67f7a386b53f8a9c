import { describe, expect, it } from 'vitest'
import { bodyForReading } from '#api/content/reading.ts'
import { sanitizeBody } from '#api/content/sanitize.ts'
import { MAX_INPUT_DEPTH } from '#shared/input-depth.ts'

describe('sanitizeBody', () => {
  it('keeps the structure an editor writes', () => {
    const html =
      '<h2 id="plan">План</h2><p>Текст с <strong>акцентом</strong> и <a href="/services/">ссылкой</a>.</p><ul><li>Один</li></ul><blockquote><p>Цитата</p></blockquote>'
    expect(sanitizeBody(html)).toBe(html)
  })

  it.each([
    ['a script', '<p>Текст</p><script>alert(1)</script>', '<p>Текст</p>'],
    ['an event handler', '<p onclick="alert(1)">Текст</p>', '<p>Текст</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">ссылка</a>', '<a>ссылка</a>'],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">', '<img alt="x" loading="lazy" />'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>Текст</p>', '<p>Текст</p>'],
    ['inline styles', '<p style="position:fixed">Текст</p>', '<p>Текст</p>'],
  ])('removes %s', (_, input, output) => {
    expect(sanitizeBody(input)).toBe(output)
  })

  it('opens external links safely and leaves internal ones alone', () => {
    expect(sanitizeBody('<a href="https://example.org">сайт</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">сайт</a>',
    )
    expect(sanitizeBody('<a href="/contacts/">контакты</a>')).toBe('<a href="/contacts/">контакты</a>')
  })

  it('drops tags nested past the limit, keeping their text, so that every page can still read the body', () => {
    const nested = (levels: number) => `${'<b>'.repeat(levels)}глубоко${'</b>'.repeat(levels)}`
    const table = '<table><tr><th>Срок</th></tr><tr><td>2 недели</td></tr></table>'
    expect(sanitizeBody(nested(MAX_INPUT_DEPTH))).toBe(nested(MAX_INPUT_DEPTH))
    expect(sanitizeBody(nested(MAX_INPUT_DEPTH + 1))).toBe(nested(MAX_INPUT_DEPTH))
    // Reading a body with a table serialises it again, calling itself once a level.
    const stored = sanitizeBody(table + nested(20_000))
    expect(stored).toBe(table + nested(MAX_INPUT_DEPTH))
    expect(bodyForReading(stored)).toContain('data-label="Срок"')
  })
})
