import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { withHeadingIds } from '#app/features/staff/editor/heading-ids.ts'
import { isoToMoscowLocal, moscowLocalToIso, scheduleMoment } from '#app/features/staff/editor/moscow-time.ts'
import { slugify } from '#app/features/staff/editor/slug.ts'
import { fileErrors } from '#app/features/staff/media/upload-rules.ts'
import { comparedPostFields } from '#app/features/staff/posts/compared-fields.ts'
import { StaleSaveNotice } from '#app/features/staff/posts/components/StaleSaveNotice.tsx'
import {
  type EditorAction,
  type EditorState,
  editorReducer,
  initialEditorState,
  isDirty,
  postErrors,
  valuesOf,
  visibleErrors,
} from '#app/features/staff/posts/editor-state.ts'
import type { AdminPost } from '#shared/contract/editorial.ts'

const stored = (changes: Partial<AdminPost> = {}): AdminPost => ({
  id: 7,
  category: 'news',
  slug: 'novyj-sajt',
  title: 'Новый сайт',
  status: 'draft',
  published_at: null,
  updated_at: '2026-11-24T09:00:00.000Z',
  revision: 3,
  excerpt: 'Запустили новый сайт.',
  body: '<p>Первый абзац.</p>',
  cover: null,
  tags: [],
  seo_title: null,
  seo_description: null,
  og_image: null,
  former_paths: [],
  path: '/news/novyj-sajt/',
  ...changes,
})

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state)

describe('the suggested address', () => {
  it('transliterates Russian words as the agency’s addresses do', () => {
    expect(slugify('Новый сайт')).toBe('novyj-sajt')
    expect(slugify('Щедрый съезд: «Юла» и Ёжик!')).toBe('shchedryj-sezd-yula-i-ezhik')
    expect(slugify('  SEO в 2026 году — итоги  ')).toBe('seo-v-2026-godu-itogi')
  })

  it('drops accents and anything that is not a letter or a digit', () => {
    expect(slugify('Café & résumé')).toBe('cafe-resume')
    expect(slugify('!!!')).toBe('')
  })

  it('is cut at a word’s end to fit the address rule', () => {
    const slug = slugify('очень длинный заголовок '.repeat(20))
    expect(slug.length).toBeLessThanOrEqual(120)
    expect(slug.endsWith('-')).toBe(false)
    expect(slug.split('-').every((word) => ['ochen', 'dlinnyj', 'zagolovok'].includes(word))).toBe(true)
  })

  it('follows the title of a new post until an address of its own is typed', () => {
    let state = initialEditorState(null)
    state = run(state, { type: 'edit', field: 'title', value: 'Новый сайт' })
    expect(state.values.slug).toBe('novyj-sajt')
    state = run(state, { type: 'edit', field: 'slug', value: 'launch' }, { type: 'edit', field: 'title', value: 'Другой заголовок' })
    expect(state.values.slug).toBe('launch')
  })

  it('never changes the address of a post that has one', () => {
    const state = run(initialEditorState(stored()), { type: 'edit', field: 'title', value: 'Совсем другое' })
    expect(state.values.slug).toBe('novyj-sajt')
  })
})

describe('section anchors', () => {
  it('are given to every h2 and h3 from their words, repeats numbered', () => {
    expect(withHeadingIds('<h2>Задача</h2><p>Текст</p><h3>Итоги года</h3><h2>Задача</h2>')).toBe(
      '<h2 id="zadacha">Задача</h2><p>Текст</p><h3 id="itogi-goda">Итоги года</h3><h2 id="zadacha-2">Задача</h2>',
    )
  })

  it('keep an anchor already there, so links shared before still work', () => {
    expect(withHeadingIds('<h2 id="start">Начало</h2><h2>Start</h2>')).toBe('<h2 id="start">Начало</h2><h2 id="start-2">Start</h2>')
  })
})

describe('validation as you type', () => {
  it('shows the shared rules’ words for the fields the person has edited only', () => {
    let state = initialEditorState(null)
    expect(visibleErrors(state)).toEqual({})
    state = run(state, { type: 'edit', field: 'title', value: '   ' })
    expect(visibleErrors(state)).toEqual({ title: ['Введите заголовок.'] })
    state = run(state, { type: 'touch-all' })
    expect(visibleErrors(state)).toMatchObject({
      slug: ['Укажите адрес публикации.'],
      excerpt: ['Напишите короткое описание для списков.'],
      body: ['Напишите текст публикации.'],
    })
  })

  it('reads an editor left with empty markup as no text', () => {
    expect(postErrors({ ...valuesOf(stored()), body: '<p></p>' })).toEqual({ body: ['Напишите текст публикации.'] })
    expect(postErrors({ ...valuesOf(stored()), body: '<p><img src="/api/v1/media/a/b.jpg" alt="Фото"></p>' })).toEqual({})
  })

  it('checks the address and a cover’s description', () => {
    const errors = postErrors({ ...valuesOf(stored()), slug: 'Новый сайт', cover: { src: '/api/v1/media/a/b.jpg', alt: ' ' } })
    expect(errors.slug?.[0]).toMatch(/латинские буквы/)
    expect(errors.cover?.[0]).toMatch(/Опишите изображение/)
  })

  it('loads and checks the picture for social networks apart from the cover', () => {
    const share = { src: '/api/v1/media/c/d.png', alt: 'Карточка для соцсетей' }
    expect(valuesOf(stored({ og_image: share })).og_image).toEqual(share)
    expect(postErrors({ ...valuesOf(stored()), og_image: { ...share, alt: '' } })).toEqual({
      og_image: ['Опишите изображение: что на нём, для тех, кто его не видит.'],
    })
  })
})

describe('a stale save (409)', () => {
  const theirs = stored({ revision: 4, title: 'Их заголовок', body: '<p>Их текст.</p>', updated_at: '2026-11-24T10:00:00.000Z' })

  it('keeps everything typed and holds their version to compare', () => {
    const state = run(
      initialEditorState(stored()),
      { type: 'edit', field: 'title', value: 'Мой заголовок' },
      { type: 'conflict', message: 'Пока вы редактировали…', theirs },
    )
    expect(state.values.title).toBe('Мой заголовок')
    expect(state.conflict?.theirs.title).toBe('Их заголовок')
    expect(state.post?.revision).toBe(3)
    expect(isDirty(state)).toBe(true)
  })

  it('taking theirs replaces the fields and restarts the body’s editor', () => {
    const before = run(
      initialEditorState(stored()),
      { type: 'edit', field: 'title', value: 'Мой' },
      { type: 'conflict', message: '…', theirs },
    )
    const state = run(before, { type: 'take-theirs' })
    expect(state.values.title).toBe('Их заголовок')
    expect(state.post?.revision).toBe(4)
    expect(state.bodyVersion).toBe(before.bodyVersion + 1)
    expect(state.conflict).toBeNull()
    expect(isDirty(state)).toBe(false)
  })

  it('keeping ours makes the next save from their revision, with our fields', () => {
    const state = run(
      initialEditorState(stored()),
      { type: 'edit', field: 'title', value: 'Мой' },
      { type: 'conflict', message: '…', theirs },
      { type: 'keep-ours' },
    )
    expect(state.values.title).toBe('Мой')
    expect(state.post?.revision).toBe(4)
    expect(state.conflict).toBeNull()
    expect(isDirty(state)).toBe(true)
  })

  it('a save that went through keeps what was typed while it was on its way', () => {
    const start = run(initialEditorState(stored()), { type: 'edit', field: 'title', value: 'Отправлено' })
    const sent = start.values
    const typed = run(start, { type: 'edit', field: 'excerpt', value: 'Дописано потом' })
    const state = run(typed, { type: 'saved', sent, post: stored({ revision: 4, title: 'Отправлено' }) })
    expect(state.values.excerpt).toBe('Дописано потом')
    expect(state.post?.revision).toBe(4)
    expect(isDirty(state)).toBe(true)
  })

  it('is shown beside ours, and the person chooses', async () => {
    const onTakeTheirs = vi.fn()
    const onKeepOurs = vi.fn()
    const ours = { ...valuesOf(stored()), title: 'Мой заголовок', body: '<p>Мой <strong>текст</strong>.</p>' }
    render(
      <StaleSaveNotice
        message="Пока вы редактировали…"
        fields={comparedPostFields(valuesOf(theirs), ours, [])}
        savedAt={theirs.updated_at}
        pending={false}
        onTakeTheirs={onTakeTheirs}
        onKeepOurs={onKeepOurs}
      />,
    )
    const notice = screen.getByRole('alert')
    expect(notice.textContent).toContain('Пока вы редактировали…')
    expect(notice.textContent).toContain('Их текст.')
    expect(notice.textContent).toContain('Мой текст.')
    expect(document.activeElement).toBe(notice)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Сохранить мою версию поверх' }))
    await user.click(screen.getByRole('button', { name: 'Взять сохранённую версию' }))
    expect(onKeepOurs).toHaveBeenCalledOnce()
    expect(onTakeTheirs).toHaveBeenCalledOnce()
  })

  it('compares every field and names those that differ, not only the words', () => {
    const tags = [
      { slug: 'seo', title: 'Продвижение' },
      { slug: 'ux', title: 'Интерфейсы' },
    ]
    const base = valuesOf(stored())
    const mine = { ...base, tags: ['ux'], seo_description: 'Моё описание' }
    const theirsNow = { ...base, tags: ['seo'], body: base.body.replace('</p>', ' <a href="/services/">ссылка</a></p>') }
    const fields = comparedPostFields(theirsNow, mine, tags)
    expect(fields.map((field) => field.label)).toEqual([
      'Раздел',
      'Заголовок',
      'Адрес',
      'Описание для списков',
      'Текст',
      'Обложка',
      'Темы',
      'Заголовок страницы',
      'Описание страницы',
      'Картинка для соцсетей',
    ])
    render(
      <StaleSaveNotice
        message="Пока вы редактировали…"
        fields={fields}
        savedAt={theirs.updated_at}
        pending={false}
        onTakeTheirs={vi.fn()}
        onKeepOurs={vi.fn()}
      />,
    )
    const notice = screen.getByRole('alert')
    expect(notice.textContent).toContain('Отличаются поля: «Текст», «Темы», «Описание страницы». Остальные 7 полей совпадают.')
    // The stored version's three fields, then ours.
    expect(screen.getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
      'Первый абзац. ссылка',
      'Продвижение',
      '—',
      'Первый абзац.',
      'Интерфейсы',
      'Моё описание',
    ])
  })

  it('says when only the markup of the text differs, and when nothing does', () => {
    const base = { ...valuesOf(stored()), body: '<p>Наши услуги.</p>' }
    const linked = { ...base, body: '<p>Наши <a href="/services/">услуги</a>.</p>' }
    const { unmount } = render(
      <StaleSaveNotice
        message="…"
        fields={comparedPostFields(linked, base, [])}
        savedAt={theirs.updated_at}
        pending={false}
        onTakeTheirs={vi.fn()}
        onKeepOurs={vi.fn()}
      />,
    )
    expect(screen.getByRole('alert').textContent).toContain('«Текст»: Слова совпадают, отличается оформление')
    unmount()
    render(
      <StaleSaveNotice
        message="…"
        fields={comparedPostFields(base, base, [])}
        savedAt={theirs.updated_at}
        pending={false}
        onTakeTheirs={vi.fn()}
        onKeepOurs={vi.fn()}
      />,
    )
    expect(screen.getByRole('alert').textContent).toContain('Поля обеих версий совпадают')
    expect(screen.queryAllByRole('definition')).toHaveLength(0)
  })
})

describe('scheduling in Moscow time', () => {
  it('reads the typed wall-clock time as Moscow’s, whatever the browser’s zone', () => {
    expect(moscowLocalToIso('2026-12-01T10:30')).toBe('2026-12-01T07:30:00.000Z')
    expect(isoToMoscowLocal('2026-12-01T07:30:00.000Z')).toBe('2026-12-01T10:30')
    expect(moscowLocalToIso('завтра')).toBeNull()
  })

  it('takes a moment to come only', () => {
    const now = new Date('2026-11-25T09:00:00.000Z')
    expect(scheduleMoment('2026-11-25T13:00', now)).toEqual({ iso: '2026-11-25T10:00:00.000Z' })
    expect(scheduleMoment('2026-11-25T11:00', now)).toEqual({ error: expect.stringMatching(/уже прошло/) })
    expect(scheduleMoment('', now)).toEqual({ error: 'Укажите дату и время публикации.' })
  })
})

describe('an image to upload', () => {
  it('must be chosen, an image, and within the library’s size', () => {
    expect(fileErrors(null)).toEqual({ file: ['Выберите изображение.'] })
    expect(fileErrors(new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' })).file?.[0]).toMatch(/JPEG, PNG/)
    expect(fileErrors(new File([new Uint8Array(16 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' })).file?.[0]).toMatch(/15 МБ/)
    expect(fileErrors(new File([new Uint8Array(10)], 'photo.png', { type: 'image/png' }))).toEqual({})
  })
})
