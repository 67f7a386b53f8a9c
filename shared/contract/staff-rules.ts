import * as v from 'valibot'
import { APP_CODE_DIGITS, CurrentCodeRule } from './codes.ts'
import { EmailRule, requiredText } from './fields.ts'
import {
  LEAD_STATUSES,
  REDIRECT_STATUSES,
  STAFF_ROLES,
  STAFF_SEARCH_MAX_LENGTH,
  SYNONYM_TERM_MAX_LENGTH,
  SYNONYM_TERMS_MAX,
  SYNONYM_TERMS_MIN,
} from './staff.ts'

// The rules of the staff area's own forms (invitations, roles, leads, lists' search, redirects, the
// second factor's settings), with
// the words a person reads: the admin screens check with them before sending, the API checks again.
// Apart from staff.ts, which the site's first load reads, so that these words stay in the area's chunk.

const ROLE_MESSAGE = 'Выберите роль: редактор или администратор.'

const StaffRoleRule = v.picklist(STAFF_ROLES, ROLE_MESSAGE)

/** An invitation to the staff: an address and the role it will have. */
export const InvitationSchema = v.object({ email: EmailRule, role: StaffRoleRule })

/** A staff member's new role; null takes their access away. */
export const RoleChangeSchema = v.object({ role: v.nullable(StaffRoleRule) })

/** The words typed into a staff list's search (`?q=`). */
export const StaffSearchRule = v.optional(v.pipe(v.string(), v.maxLength(STAFF_SEARCH_MAX_LENGTH, 'Поисковый запрос слишком длинный.')))

const NOTE_MESSAGE = 'Напишите заметку.'

/** The longest note on a lead. */
export const LEAD_NOTE_MAX_LENGTH = 5000

/** A note on a lead, seen by the staff only. */
export const LeadNoteSchema = v.object({
  body: v.pipe(
    v.string(NOTE_MESSAGE),
    v.trim(),
    v.nonEmpty(NOTE_MESSAGE),
    v.maxLength(LEAD_NOTE_MAX_LENGTH, `Заметка длиннее ${LEAD_NOTE_MAX_LENGTH} знаков: сократите её.`),
  ),
})

export const LeadStatusRule = v.picklist(LEAD_STATUSES, 'Выберите статус из списка.')

/** A lead's status and who works it (null: nobody); either may be left out. */
export const LeadChangesSchema = v.object({
  status: v.optional(LeadStatusRule),
  assignee_id: v.optional(v.nullable(v.pipe(v.number('Ответственный: номер сотрудника.'), v.integer(), v.minValue(1)))),
})

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
const AppCodeRule = v.pipe(requiredText('Введите код из приложения.'), v.regex(/^\d{6}$/, APP_CODE_DIGITS))

/** The app's first code, which turns the factor on: only the app's six digits can. */
export const EnrolmentCodeSchema = v.object({ code: AppCodeRule })

/** A code that works now, asked before the factor's settings change (new recovery codes, the factor off). */
export const CurrentCodeSchema = v.object({ code: CurrentCodeRule })

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
