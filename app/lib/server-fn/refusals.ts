/**
 * The answers to server-function calls that are refused before their function does anything: a
 * status and one short Russian sentence. Never what was sent, nor why reading it failed.
 */
const MESSAGES = {
  400: 'Некорректный запрос.',
  403: 'Запрос с другого сайта отклонён.',
  404: 'Такой функции нет.',
  405: 'Метод не поддерживается.',
  413: 'Запрос слишком большой.',
  415: 'Неподдерживаемый формат запроса.',
} as const

export type RefusalStatus = keyof typeof MESSAGES

/** The most a server-function call may send: room for the brief's 10 MB attachment and its fields. */
export const MAX_SERVER_FN_BODY_BYTES = 12 * 1024 * 1024

/** A refusal; a 405 names the methods allowed (any call's by default, or its function's own). */
export function refusal(status: RefusalStatus, allow = 'GET, POST'): Response {
  return Response.json({ message: MESSAGES[status] }, { status, headers: status === 405 ? { allow } : undefined })
}

const isForm = (type: string) => type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')

/**
 * What is wrong with a call that can be told before any of it is read, or null. Start's own client
 * always marks its calls (without the mark Start answers some results raw, and nothing at all for
 * an empty one), sends GET with no body and POST as JSON, as a form, or with no body.
 */
export function callProblem(request: Request): RefusalStatus | null {
  if (request.headers.get('x-tsr-serverfn') !== 'true') return 400
  if (request.method !== 'GET' && request.method !== 'POST') return 405
  if (Number(request.headers.get('content-length')) > MAX_SERVER_FN_BODY_BYTES) return 413
  const type = request.headers.get('content-type') ?? ''
  if (request.method === 'GET') return isForm(type) ? 415 : null
  return type === '' || isForm(type) || type.includes('application/json') ? null : 415
}
