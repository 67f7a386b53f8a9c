import { useCallback, useEffect, useState } from 'react'
import { type FormOutcome, type NO_ANSWER, settleAnswer } from '#app/components/form/outcome.ts'

/** How spending a mailed link went: the server's outcome, or no answer (the link is then still good). */
export type LinkAnswer = FormOutcome | typeof NO_ANSWER

/**
 * The links spent in the life of the page, by token: StrictMode's second effect, a re-render or a
 * remount waits for the same call instead of spending a one-time link twice.
 */
const spent = new Map<string, Promise<LinkAnswer>>()

function spendOnce(token: string, spend: (token: string) => Promise<FormOutcome>): Promise<LinkAnswer> {
  let answer = spent.get(token)
  if (!answer) {
    // Reported once per call, however many renders wait for it.
    answer = settleAnswer(() => spend(token))
    spent.set(token, answer)
  }
  return answer
}

/**
 * Spends a one-time link from a mail (sign-in, email verification) once the page is interactive:
 * never during the server render, so a link preview or a prefetch does not use it up. `onAnswer`
 * runs once the answer is on screen; `retry` spends the link again (after our failure or no answer).
 */
export function useMailedLink(
  token: string | undefined,
  spend: (token: string) => Promise<FormOutcome>,
  onAnswer: (answer: LinkAnswer) => unknown,
): { answer: LinkAnswer | null; retry: () => void } {
  const [answer, setAnswer] = useState<LinkAnswer | null>(null)
  const [round, setRound] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per link and per retry; the callbacks may change identity between renders.
  useEffect(() => {
    if (!token) return
    let current = true
    void spendOnce(token, spend).then((settled) => {
      if (!current) return
      setAnswer(settled)
      void onAnswer(settled)
    })
    return () => {
      current = false
    }
  }, [token, round])

  const retry = useCallback(() => {
    if (token) spent.delete(token)
    setAnswer(null)
    setRound((value) => value + 1)
  }, [token])

  return { answer, retry }
}
