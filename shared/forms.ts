// Rules the site (the browser included) and the API agree on. Nothing here imports anything.

/**
 * The least time between a form being shown and being sent: quicker is taken for a bot. The API
 * refuses such submissions; the site holds a quick person's submission until the time has passed.
 */
export const MIN_FILL_MILLISECONDS = 3000
