/**
 * Added to a form's minimum fill time before it is sent: whole milliseconds and the small difference
 * between the site's and the API's clocks must never make a person's submission look too quick.
 */
export const FILL_TIME_MARGIN_MS = 250

/**
 * How long to hold a submission made `elapsedMs` after the form was shown, so that it goes no sooner
 * than `minimumMs` (and the margin) after that; 0 when the form has no minimum or it has passed.
 */
export function fillTimeLeft(elapsedMs: number, minimumMs: number): number {
  if (minimumMs <= 0) return 0
  return Math.max(0, Math.ceil(minimumMs + FILL_TIME_MARGIN_MS - elapsedMs))
}
