import { site } from '#app/lib/site.ts'
import { formatDateTime } from './format.ts'

/** The name of the file the recovery codes download as. */
export const RECOVERY_CODES_FILE = 'malakhit-recovery-codes.txt'

/**
 * The recovery codes as a text file to keep: what they are for, for which account, when they were
 * made, and one code a line. Windows line ends, so that Notepad shows the lines too.
 */
export function recoveryCodesText(codes: readonly string[], account: string, madeAt: Date): string {
  return [
    `Резервные коды для входа в управление сайтом «${site.name}»`,
    `Аккаунт: ${account}`,
    `Созданы: ${formatDateTime(madeAt.toISOString())} (МСК)`,
    '',
    'Каждый код срабатывает один раз — вместо кода из приложения, если телефона нет под рукой.',
    'Новые коды отменяют эти.',
    '',
    ...codes,
    '',
  ].join('\r\n')
}

/** The secret in groups of four, as people type it into an app by hand. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret
