import * as v from 'valibot'
import { EmailRule, requiredText } from './fields.ts'
import { REDIRECT_STATUSES, STAFF_ROLES, SYNONYM_TERM_MAX_LENGTH, SYNONYM_TERMS_MAX, SYNONYM_TERMS_MIN } from './staff.ts'

// The rules of the staff area's own forms (invitations, redirects, codes of the second factor), with
// the words a person reads: the admin screens check with them before sending, the API checks again.
// Apart from staff.ts, which the site's first load reads, so that these words stay in the area's chunk.

const ROLE_MESSAGE = 'Выберите роль: редактор или администратор.'

export const StaffRoleRule = v.picklist(STAFF_ROLES, ROLE_MESSAGE)

/** An invitation to the staff: an address and the role it will have. */
export const InvitationSchema = v.object({ email: EmailRule, role: StaffRoleRule })

/** An address on this site: one leading slash, no spaces. */
const sitePath = (empty: string) =>
  v.pipe(
    requiredText(empty),
    v.regex(/^\/(?!\/)\S*$/, 'Укажите адрес на этом сайте, начиная с «/», без пробелов, например /old-page/.'),
    v.maxLength(500, 'Адрес слишком длинный.'),
  )

/** A redirect from an old address: where it leads and with which code (301 unless said). */
export const RedirectSchema = v.object({
  from_path: v.pipe(
    sitePath('Укажите старый адрес.'),
    v.check((path) => !/[?#]/.test(path), 'Старый адрес указывается без «?» и «#».'),
  ),
  to_path: sitePath('Укажите, куда вести.'),
  status: v.optional(v.picklist(REDIRECT_STATUSES, 'Код: 301, 302, 307 или 308.'), 301),
})

/** The six digits an authenticator app shows (without the space some apps show between two groups). */
export const AppCodeRule = v.pipe(requiredText('Введите код из приложения.'), v.regex(/^\d{6}$/, 'Код из приложения — шесть цифр.'))

/** A code that proves the factor now: from the app, or one of the recovery codes. */
export const CurrentCodeRule = v.pipe(requiredText('Введите код из приложения или резервный код.'), v.maxLength(32, 'Код слишком длинный.'))

/** A term as the search compares terms: lower case, ё as е, one space between words. */
export const comparableTerm = (term: string) => term.toLowerCase().replaceAll('ё', 'е').replace(/\s+/gu, ' ').trim()

/** One word or phrase of a group of synonyms: spaces collapsed, with a letter or digit in it. */
const SynonymTermRule = v.pipe(
  v.string('Укажите слово или выражение.'),
  v.transform((term) => term.replace(/\s+/gu, ' ').trim()),
  v.nonEmpty('Пустое слово: уберите лишнюю запятую.'),
  v.maxLength(SYNONYM_TERM_MAX_LENGTH, `Слово или выражение — не длиннее ${SYNONYM_TERM_MAX_LENGTH} символов.`),
  v.regex(/[\p{L}\p{N}]/u, 'В слове должна быть хотя бы одна буква или цифра.'),
)

/**
 * A group of synonyms: words and phrases the site search reads as one («SEO», «продвижение»). Two
 * or more, each once (whatever the case, ё or е).
 */
export const SearchSynonymsSchema = v.object({
  terms: v.pipe(
    v.optional(v.array(SynonymTermRule, 'Перечислите слова через запятую.'), []),
    v.minLength(SYNONYM_TERMS_MIN, `Нужно хотя бы ${SYNONYM_TERMS_MIN} слова: то, что ищут, и то, что найти.`),
    v.maxLength(SYNONYM_TERMS_MAX, `В группе — не больше ${SYNONYM_TERMS_MAX} слов; разделите её на две.`),
    v.check((terms) => new Set(terms.map(comparableTerm)).size === terms.length, 'Каждое слово указывается в группе один раз.'),
  ),
})
