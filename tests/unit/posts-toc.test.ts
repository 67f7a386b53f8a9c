import { describe, expect, it } from 'vitest'
import { tableOfContents } from '#app/features/posts/reading.server.ts'

describe('tableOfContents', () => {
  it('lists the h2 headings with ids, in order', () => {
    const html = '<p>Вступление</p><h2 id="zachem">Зачем нужен бриф</h2><p>…</p><h2 id="cel">Цель в цифрах</h2>'
    expect(tableOfContents(html)).toEqual([
      { id: 'zachem', title: 'Зачем нужен бриф' },
      { id: 'cel', title: 'Цель в цифрах' },
    ])
  })

  it('leaves out h3 and other headings, and h2 without an id or without text', () => {
    const html = '<h1 id="a">A</h1><h2>Без якоря</h2><h2 id="b">Раздел</h2><h3 id="c">Подраздел</h3><h2 id="empty"> </h2><h4 id="d">D</h4>'
    expect(tableOfContents(html)).toEqual([{ id: 'b', title: 'Раздел' }])
  })

  it('takes the text of headings with inline markup and entities', () => {
    const html =
      '<h2 class="x" id="cwv">Метрики <em>Core&nbsp;Web Vitals</em> &amp; «скорость»</h2><h2 id=\'q\'>&#171;Кавычки&#187; &quot;и&quot; &lt;теги&gt;</h2>'
    expect(tableOfContents(html)).toEqual([
      { id: 'cwv', title: 'Метрики Core\u00a0Web Vitals & «скорость»' },
      { id: 'q', title: '«Кавычки» "и" <теги>' },
    ])
  })

  it('spans headings across lines and is case-insensitive about tags', () => {
    const html = '<H2 ID="multi">\n  Первая строка\n  вторая\n</H2>'
    expect(tableOfContents(html)).toEqual([{ id: 'multi', title: 'Первая строка вторая' }])
  })

  it('counts a repeated id once', () => {
    expect(tableOfContents('<h2 id="x">Один</h2><h2 id="x">Два</h2>')).toEqual([{ id: 'x', title: 'Один' }])
  })

  it('finds nothing in a body without sections', () => {
    expect(tableOfContents('<p>Короткая новость.</p>')).toEqual([])
    expect(tableOfContents('')).toEqual([])
  })
})
