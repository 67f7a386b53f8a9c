import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { logTransport } from '#api/mail/transport.ts'

describe('the mail folder without SMTP', () => {
  it('holds each mail as a whole JSON file named by id and kind, and nothing half-written', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'mail-')), 'nested')
    const logged: string[] = []
    const transport = logTransport({ info: (message) => logged.push(message), error: () => {} }, folder)
    await transport.send({
      id: 7,
      kind: 'account.login-link',
      to: 'anna@example.ru',
      replyTo: null,
      subject: 'Ссылка для входа',
      text: 'Войдите по ссылке.',
      html: null,
      attachments: [],
      createdAt: new Date(),
    })
    expect(readdirSync(folder)).toEqual(['7-account.login-link.json'])
    expect(JSON.parse(readFileSync(join(folder, '7-account.login-link.json'), 'utf8'))).toMatchObject({ id: 7, to: 'anna@example.ru' })
    expect(logged).toHaveLength(1)
  })
})
