import { describe, expect, it } from 'vitest'
import { bodyForReading, sectionsOf } from '#api/content/reading.ts'

describe('bodyForReading', () => {
  it('labels every cell of a table with a header row by its column and writes out the roles', () => {
    const html =
      '<table><thead><tr><th scope="col">Цель</th><th scope="col">Срок</th></tr></thead>' +
      '<tbody><tr><td>Ответ на обращение</td><td>1&nbsp;год</td></tr><tr><td>Брифы</td><td>3&nbsp;года</td></tr></tbody></table>'
    expect(bodyForReading(html)).toBe(
      '<table class="table-cards" role="table"><thead role="rowgroup"><tr role="row">' +
        '<th scope="col" role="columnheader">Цель</th><th scope="col" role="columnheader">Срок</th></tr></thead>' +
        '<tbody role="rowgroup"><tr role="row"><td role="cell" data-label="Цель">Ответ на обращение</td><td role="cell" data-label="Срок">1&nbsp;год</td></tr>' +
        '<tr role="row"><td role="cell" data-label="Цель">Брифы</td><td role="cell" data-label="Срок">3&nbsp;года</td></tr></tbody></table>',
    )
  })

  it('takes a header row written without thead, a row header, spanned columns and a header with markup', () => {
    const html =
      '<table><tr><th>Тариф</th><th colspan="2">Цена, <em>₽</em></th><th>Срок</th></tr>' +
      '<tr><th scope="row">Старт</th><td>10</td><td>20</td><td>5 дней</td></tr>' +
      '<tr><th scope="row">Рост</th><td colspan="2">по запросу</td><td>"месяц"</td></tr></table>'
    const prepared = bodyForReading(html)
    expect(prepared).toContain('<th scope="row" role="rowheader" data-label="Тариф">Старт</th>')
    expect(prepared).toContain('<td role="cell" data-label="Цена, ₽">10</td><td role="cell" data-label="Цена, ₽">20</td>')
    expect(prepared).toContain('<td role="cell" data-label="Срок">5 дней</td>')
    expect(prepared).toContain(
      '<td colspan="2" role="cell" data-label="Цена, ₽">по запросу</td><td role="cell" data-label="Срок">"месяц"</td>',
    )
  })

  it('escapes a header that would end the attribute', () => {
    const html = '<table><tr><th>Тип &quot;A&quot; &amp; B</th></tr><tr><td>1</td></tr></table>'
    expect(bodyForReading(html)).toContain('data-label="Тип &quot;A&quot; &amp; B"')
  })

  it.each([
    ['without a header row', '<table><tbody><tr><td>Один</td><td>Два</td></tr><tr><td>Три</td><td>Четыре</td></tr></tbody></table>'],
    ['whose first row mixes th and td', '<table><tr><th>Год</th><td>2025</td></tr><tr><th>Выручка</th><td>10</td></tr></table>'],
    ['with only a header row', '<table><thead><tr><th>Пусто</th></tr></thead></table>'],
    [
      'with a cell spanning rows',
      '<table><tr><th>А</th><th>Б</th></tr><tr><td rowspan="2">1</td><td>2</td></tr><tr><td>3</td></tr></table>',
    ],
  ])('keeps a table %s scrolling, reachable from the keyboard', (_, html) => {
    const prepared = bodyForReading(html)
    expect(prepared).toMatch(/^<table tabindex="0">/)
    expect(prepared).not.toContain('data-label')
    expect(prepared).not.toContain('role=')
  })

  it('treats a table inside a cell on its own', () => {
    const html = '<table><tr><th>Раздел</th></tr><tr><td><table><tr><td>вложенная</td></tr></table></td></tr></table>'
    expect(bodyForReading(html)).toBe(
      '<table class="table-cards" role="table"><tr role="row"><th role="columnheader">Раздел</th></tr>' +
        '<tr role="row"><td role="cell" data-label="Раздел"><table tabindex="0"><tr><td>вложенная</td></tr></table></td></tr></table>',
    )
  })

  it('leaves a body without tables exactly as stored', () => {
    const html =
      '<h2 id="a">Раздел</h2><p>До&nbsp;7 дней, <a href="/x/">ссылка</a><br />дальше</p><img src="/i.png" alt="" loading="lazy" />'
    expect(bodyForReading(html)).toBe(html)
  })

  it('keeps the rest of a body with a table as it was', () => {
    const html = '<p>До&nbsp;7 «дней» &amp; <a href="/x/">ссылка</a><br>дальше</p><table><tr><td>1</td></tr></table>'
    expect(bodyForReading(html)).toBe(
      '<p>До&nbsp;7 «дней» &amp; <a href="/x/">ссылка</a><br>дальше</p><table tabindex="0"><tr><td>1</td></tr></table>',
    )
  })
})

describe('sectionsOf', () => {
  it('lists the h2 headings with ids as plain text, in order, each id once', () => {
    const html =
      '<h2 id="one">1. Общие&nbsp;положения</h2><p>…</p><h2>Без якоря</h2><h3 id="sub">Подраздел</h3>' +
      '<h2 id="two">2. <em>Цели</em> &amp; данные</h2><h2 id="empty"> </h2><h2 id="one">Повтор</h2>'
    expect(sectionsOf(html)).toEqual([
      { id: 'one', title: '1. Общие\u00a0положения' },
      { id: 'two', title: '2. Цели & данные' },
    ])
  })
})
