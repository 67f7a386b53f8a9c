/**
 * How old a profile may be to let a person into the account area without asking the API again: long
 * enough for a hover's preload and the click that follows, too short to show an ended session's data.
 */
export const ACCOUNT_CHECK_MAX_AGE_MS = 5_000
