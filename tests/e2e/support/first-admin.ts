/**
 * The first admin of the server under test: playwright.config.ts hands it to the server as
 * ADMIN_EMAIL and ADMIN_PASSWORD, and the start makes the account. Tests act as this admin through
 * the API (invitations); none changes its password or its second factor, so they can share it.
 */
export const E2E_ADMIN = { email: 'admin@e2e.example.ru', password: 'Гранитный-маяк-2026' }
