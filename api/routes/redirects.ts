import { Hono } from 'hono'
import * as v from 'valibot'
import type { ApiEnv } from '../context.ts'
import { orNotFound } from '../errors.ts'
import { findRedirect } from '../services/redirects.ts'
import { validate } from '../validation.ts'
import { requiredText } from '#shared/contract/fields.ts'

const PathSchema = v.pipe(
  requiredText('Укажите путь.'),
  v.startsWith('/', 'Путь должен начинаться с «/».'),
  v.maxLength(500, 'Путь слишком длинный.'),
  v.check((path) => !path.startsWith('//'), 'Укажите путь на этом сайте.'),
)

/** `/v1/redirects?path=`: where an old address of the site lives now. */
export const redirectsRoutes = new Hono<ApiEnv>().get('/', validate('query', v.object({ path: PathSchema })), async (c) =>
  c.json(orNotFound(await findRedirect(c.var.db, c.req.valid('query').path), 'Переадресации для этого адреса нет.')),
)
