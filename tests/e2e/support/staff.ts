/**
 * The first admin of the server under test: playwright.config.ts gives the server these as
 * ADMIN_EMAIL and ADMIN_PASSWORD, and the start makes the account (named «Администратор»).
 */
export const FIRST_ADMIN = { name: 'Администратор', email: 'admin.e2e@example.ru', password: 'Малахитовая-шкатулка-2026' }
