import { describe, expect, it } from 'vitest'
import { sectionHeadings } from '#app/features/company/headings.ts'

describe('sectionHeadings', () => {
  it('lists the h2 headings with ids in order, as plain text', () => {
    const html = [
      '<h2 id="istoriya">История</h2><p>Текст</p>',
      '<h3 id="podrobnee">Подробнее</h3>',
      '<h2 id="kak-my-rabotaem" class="x">Как <em>мы</em>&nbsp;работаем</h2>',
      '<h2>Без якоря</h2>',
      '<h2 id="ceny">Цены &amp; сроки &#171;под ключ&#187;</h2>',
    ].join('\n')
    expect(sectionHeadings(html)).toEqual([
      { id: 'istoriya', text: 'История' },
      { id: 'kak-my-rabotaem', text: 'Как мы работаем' },
      { id: 'ceny', text: 'Цены & сроки «под ключ»' },
    ])
  })

  it('finds nothing in text without headings', () => {
    expect(sectionHeadings('<p>Только абзац</p>')).toEqual([])
  })
})
