declare module 'fxa-common-password-list' {
  /** Mozilla's list of the most common passwords (Firefox Accounts). */
  const commonPasswords: { test(password: string): boolean }
  export default commonPasswords
}
