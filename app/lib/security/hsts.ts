/**
 * Strict-Transport-Security for a year, subdomains included: one value for the app's answers
 * (headers.ts) and the production server's static files (server/http.ts).
 */
export const HSTS = 'max-age=31536000; includeSubDomains'
