import { describe, expect, it } from 'vitest'
import { CONTENT_VIEWS, draftOf as contentDraftOf, type FormValues, formValuesOf } from '#app/features/staff/content/content-types.ts'
import { contentErrors } from '#app/features/staff/content/editor-state.ts'
import { UploadSchema as UploadFormSchema } from '#app/features/staff/media/upload-rules.ts'
import { draftOf as postDraftOf, type PostValues, postErrors } from '#app/features/staff/posts/editor-state.ts'
import { UploadSchema } from '#api/routes/admin/media.ts'
import { EDITORIAL_DRAFT_RULES, PostDraftRule } from '#shared/contract/editorial.ts'
import {
  CurrentCodeSchema,
  EnrolmentCodeSchema,
  InvitationSchema,
  LeadChangesSchema,
  LeadNoteSchema,
  RedirectSchema,
  RoleChangeSchema,
} from '#shared/contract/staff-rules.ts'
import { apiVerdict, browserVerdict, expectAgreement, firstOf, readWith } from './agreement.ts'

// The staff area's forms against the admin API. Most import one shared schema on both sides; what
// is checked here is that what the form reads, once sent, gets the same answer from the API.

type Fields = Record<string, unknown>
const same = (schema: Parameters<typeof readWith>[0]) => ({
  browser: (input: Fields) => browserVerdict(schema, input),
  api: (input: Fields) => apiVerdict(readWith(schema), input),
})

describe('the code forms of the second factor and /v1/admin/second-factor', () => {
  // The form sends the app's digits without the space some apps show between two groups.
  const app = (typed: string) => ({ code: typed.replace(/\s+/g, '') })
  describe('turning it on (POST /confirm: the app’s first code)', () => {
    expectAgreement<Fields>({
      ...same(EnrolmentCodeSchema),
      good: { 'six digits': app('123456'), 'six digits in two groups': app('123 456') },
      bad: {
        nothing: [app(''), { code: 'Введите код из приложения.' }],
        'five digits': [app('12345'), { code: 'Код из приложения — шесть цифр.' }],
        'a recovery code': [app('abcde-fghij'), { code: 'Код из приложения — шесть цифр.' }],
      },
    })
  })
  describe('changing it (POST /recovery-codes, DELETE: a code that works now)', () => {
    const current = (typed: string) => ({ code: typed.trim() })
    expectAgreement<Fields>({
      ...same(CurrentCodeSchema),
      good: { 'six digits': current('123456'), 'a recovery code': current(' abcde-fghij ') },
      bad: {
        nothing: [current(' '), { code: 'Введите код из приложения или резервный код.' }],
        'seven digits': [current('1234567'), { code: 'Код из приложения — шесть цифр.' }],
        'a code too long': [current('abcde-'.repeat(6)), { code: 'Код слишком длинный.' }],
      },
    })
  })
})

describe('the invitation form and POST /v1/admin/staff/invitations', () => {
  expectAgreement<Fields>({
    ...same(InvitationSchema),
    good: { 'an address and a role': { email: 'Olga@Example.ru', role: 'editor' } },
    bad: {
      'no address': [{ email: '', role: 'admin' }, { email: 'Укажите электронную почту.' }],
      'a broken address': [{ email: 'olga@', role: 'admin' }, { email: 'Проверьте адрес электронной почты: например, name@company.ru.' }],
      'no role': [{ email: 'olga@example.ru', role: '' }, { role: 'Выберите роль: редактор или администратор.' }],
    },
  })
})

describe('the role form and PATCH /v1/admin/staff/{id}', () => {
  expectAgreement<Fields>({
    ...same(RoleChangeSchema),
    good: { 'a role': { role: 'admin' } },
    bad: { 'a role that is none of ours': [{ role: 'owner' }, { role: 'Выберите роль: редактор или администратор.' }] },
  })
})

describe('the lead work form and PATCH /v1/admin/leads/{kind}/{id}', () => {
  expectAgreement<Fields>({
    ...same(LeadChangesSchema),
    good: {
      'a status and an assignee': { status: 'in_progress', assignee_id: 7 },
      'nobody assigned': { status: 'done', assignee_id: null },
    },
    bad: { 'a status not on the list': [{ status: 'archived', assignee_id: null }, { status: 'Выберите статус из списка.' }] },
  })
})

describe('the lead note form and POST /v1/admin/leads/{kind}/{id}/notes', () => {
  expectAgreement<Fields>({
    ...same(LeadNoteSchema),
    good: { 'a note': { body: 'Перезвонить во вторник.' } },
    bad: {
      'an empty note': [{ body: '   ' }, { body: 'Напишите заметку.' }],
      'a note too long': [{ body: 'з'.repeat(5001) }, { body: 'Заметка длиннее 5000 знаков: сократите её.' }],
    },
  })
})

describe('the redirect form and /v1/admin/redirects', () => {
  expectAgreement<Fields>({
    ...same(RedirectSchema),
    good: { 'an old address and a new one': { from_path: '/old-page/', to_path: '/services/', status: 301 } },
    bad: {
      'an address on another site': [
        { from_path: '//evil.example/', to_path: '/' },
        { from_path: 'Укажите адрес на этом сайте, начиная с «/», без пробелов, например /old-page/.' },
      ],
      'an old address with a query': [{ from_path: '/old?page=2', to_path: '/' }, { from_path: 'Старый адрес указывается без «?» и «#».' }],
      'no new address': [{ from_path: '/old/', to_path: '' }, { to_path: 'Укажите, куда вести.' }],
    },
  })
})

describe('the upload form and POST /v1/admin/media', () => {
  const file = new File([new Uint8Array([1])], 'photo.png', { type: 'image/png' })
  // The form checks the file itself (its size and type) apart from the schema.
  expectAgreement<Fields>({
    browser: (input) => browserVerdict(UploadFormSchema, input),
    api: (input) => apiVerdict(readWith(UploadSchema), { ...input, file }),
    good: { 'a description': { alt: 'Команда на планёрке' } },
    bad: {
      'no description': [{ alt: ' ' }, { alt: 'Опишите изображение: что на нём, для тех, кто его не видит.' }],
      'a description too long': [{ alt: 'о'.repeat(301) }, { alt: 'Описание изображения — не длиннее 300 символов.' }],
    },
  })
})

describe('the post editor and /v1/admin/posts', () => {
  const post: PostValues = {
    category: 'news',
    title: 'Итоги года',
    slug: 'itogi-goda',
    excerpt: 'Что мы сделали за год.',
    body: '<p>Текст новости.</p>',
    cover: null,
    tags: [],
    seo_title: '',
    seo_description: '',
    og_image: null,
  }
  const withField = (changes: Partial<PostValues>) => ({ ...post, ...changes })
  expectAgreement<PostValues>({
    browser: (values) => firstOf(postErrors(values)),
    // What the editor sends: its draft.
    api: (values) => apiVerdict(readWith(PostDraftRule), postDraftOf(values)),
    good: {
      'a news item': post,
      'an article with an image': withField({ category: 'articles', cover: { src: '/media/a.jpg', alt: 'Схема' } }),
    },
    bad: {
      'no title': [withField({ title: '' }), { title: 'Введите заголовок.' }],
      'an address with capitals': [
        withField({ slug: 'Itogi' }),
        { slug: 'Адрес — латинские буквы в нижнем регистре, цифры и дефисы, например novyj-sajt.' },
      ],
      'a body of empty paragraphs': [withField({ body: '<p></p><p>&nbsp;</p>' }), { body: 'Напишите текст публикации.' }],
      'an image without a description': [
        withField({ cover: { src: '/media/a.jpg', alt: '' } }),
        { cover: 'Опишите изображение: что на нём, для тех, кто его не видит.' },
      ],
      'a search title too long': [
        withField({ seo_title: 'з'.repeat(121) }),
        { seo_title: 'Заголовок для поисковиков — не длиннее 120 символов.' },
      ],
    },
  })
})

describe('the content editor (a page) and /v1/admin/pages', () => {
  const view = CONTENT_VIEWS.pages
  const page: FormValues = { ...formValuesOf(view, null), title: 'О компании', slug: 'company', body: '<p>Кто мы.</p>' }
  const withField = (changes: FormValues) => ({ ...page, ...changes })
  expectAgreement<FormValues>({
    browser: (values) => firstOf(contentErrors(view, values)),
    api: (values) => apiVerdict(readWith(EDITORIAL_DRAFT_RULES.pages), contentDraftOf(view, values)),
    good: { 'a page': page, 'a page without a text': withField({ body: '<p></p>' }) },
    bad: {
      'no title': [withField({ title: ' ' }), { title: 'Введите заголовок.' }],
      'no address': [withField({ slug: '' }), { slug: 'Укажите адрес страницы.' }],
      'a lead too long': [withField({ lead: 'в'.repeat(1001) }), { lead: 'Вступление — не длиннее 1000 символов.' }],
    },
  })

  it('sends what the page editor holds under the names the API reads', () => {
    expect(Object.keys(contentDraftOf(view, page)).sort()).toEqual(Object.keys(EDITORIAL_DRAFT_RULES.pages.entries).sort())
  })
})
