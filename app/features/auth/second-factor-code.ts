/**
 * A second factor's code as it is sent: the app's digits without the spaces or dashes people group
 * them with («123 456»); a recovery code as typed, trimmed (the API takes it in any case).
 */
export function typedSecondFactorCode(text: string): string {
  const digits = text.replace(/[\s-]/g, '')
  return /^\d+$/.test(digits) ? digits : text.trim()
}
