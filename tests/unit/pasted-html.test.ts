// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { pastedHtmlForBody } from '#app/features/staff/editor/pasted-html.ts'

describe('pasted HTML for a body', () => {
  it('turns a document title into a section and the deeper headings into subsections, keeping their words but not their ids', () => {
    expect(pastedHtmlForBody('<h1 id="t">Отчёт <b>2026</b></h1><h4>Итоги</h4><h5>Цифры</h5><h6>Примечания</h6>')).toBe(
      '<h2>Отчёт <b>2026</b></h2><h3>Итоги</h3><h3>Цифры</h3><h3>Примечания</h3>',
    )
  })

  it('leaves the headings a body has, tables, lists and links as they came', () => {
    const html =
      '<h2>Раздел</h2><h3>Подраздел</h3><table><tbody><tr><th>Срок</th></tr><tr><td>2 недели</td></tr></tbody></table><ul><li><a href="/services/">Услуги</a></li></ul>'
    expect(pastedHtmlForBody(html)).toBe(html)
  })

  it('reads only the body of a whole pasted document (Word sends one with its own head)', () => {
    expect(
      pastedHtmlForBody(
        '<html><head><style>p{color:red}</style></head><body><!--StartFragment--><p>Текст</p><!--EndFragment--></body></html>',
      ),
    ).toBe('<!--StartFragment--><p>Текст</p><!--EndFragment-->')
  })

  it('turns emphasis written as styles into bold and italic, unwraps Google Docs’ normal-weight <b>, and drops every style', () => {
    expect(
      pastedHtmlForBody(
        '<b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr" style="line-height:1.38"><span style="font-weight:700">Главное:</span><span style="color:#000"> рост </span><span style="font-style:italic">заявок</span><span style="font-weight:700;font-style:italic">!</span></p></b>',
      ),
    ).toBe(
      '<p dir="ltr"><span><strong>Главное:</strong></span><span> рост </span><span><em>заявок</em></span><span><strong><em>!</em></strong></span></p>',
    )
  })

  it('keeps a real <b> bold', () => {
    expect(pastedHtmlForBody('<p><b>Важно</b></p>')).toBe('<p><b>Важно</b></p>')
  })
})
