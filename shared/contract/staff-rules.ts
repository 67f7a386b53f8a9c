import * as v from 'valibot'
import { EmailRule, requiredText } from './fields.ts'
import { REDIRECT_STATUSES, STAFF_ROLES } from './staff.ts'

// The rules of the staff area's own forms (invitations, redirects, codes of the second factor), with
// the words a person reads: the admin screens check with them before sending, the API checks again.
// Apart from staff.ts, which the site's first load reads, so that these words stay in the area's chunk.

export const ROLE_MESSAGE = 'Выберите роль: редактор или администратор.'

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
