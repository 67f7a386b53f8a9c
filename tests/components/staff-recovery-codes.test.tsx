import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RecoveryCodes } from '#app/features/staff/components/RecoveryCodes.tsx'
import { groupedSecret, RECOVERY_CODES_FILE, recoveryCodesText } from '#app/features/staff/recovery-codes.ts'

const CODES = [
  'abcde-fghij',
  'klmno-pqrst',
  'uvwxy-z2345',
  'a2b3c-d4e5f',
  'g6h7i-j8k9l',
  'mnopq-rstuv',
  'wxyza-bcdef',
  'ghijk-lmnop',
  'qrstu-vwxyz',
  '23456-789ab',
]
const ACCOUNT = 'anna@malakhit.studio'

afterEach(() => vi.restoreAllMocks())

describe('the recovery codes file', () => {
  it('says what the codes are for and whose they are, one code a line, with Windows line ends', () => {
    const text = recoveryCodesText(CODES, ACCOUNT, new Date('2026-11-25T09:30:00Z'))
    const lines = text.split('\r\n')
    expect(lines[0]).toBe('Резервные коды для входа в управление сайтом «Малахит»')
    expect(lines).toContain(`Аккаунт: ${ACCOUNT}`)
    expect(lines.find((line) => line.startsWith('Созданы:'))).toContain('12:30')
    expect(lines.filter((line) => CODES.includes(line))).toEqual(CODES)
    expect(text).not.toMatch(/[^\r]\n/)
  })

  it('groups the secret by four, as it is typed into an app', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')
    expect(groupedSecret('ABCDEF')).toBe('ABCD EF')
  })
})

describe('the recovery codes, shown once', () => {
  function renderCodes() {
    const onSaved = vi.fn()
    render(<RecoveryCodes codes={CODES} account={ACCOUNT} onSaved={onSaved} />)
    return { user: userEvent.setup(), onSaved }
  }

  it('lists the ten codes under a heading that takes focus', () => {
    renderCodes()
    const heading = screen.getByRole('heading', { name: 'Сохраните резервные коды' })
    expect(document.activeElement).toBe(heading)
    const items = screen.getByRole('list', { name: 'Резервные коды' }).querySelectorAll('li')
    expect([...items].map((item) => item.textContent)).toEqual(CODES)
  })

  it('downloads them as a text file made in the page (no request carries them)', async () => {
    const created: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob)
      return 'blob:codes'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    const { user } = renderCodes()
    await user.click(screen.getByRole('button', { name: 'Скачать .txt' }))
    expect(clicked).toHaveLength(1)
    expect(clicked[0]!.download).toBe(RECOVERY_CODES_FILE)
    expect(clicked[0]!.getAttribute('href')).toBe('blob:codes')
    expect(created[0]!.type).toBe('text/plain;charset=utf-8')
    const text = await created[0]!.text()
    for (const code of CODES) expect(text).toContain(code)
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:codes')
  })

  it('copies them, and says so; says how else when the browser refuses', async () => {
    const { user } = renderCodes()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValueOnce(undefined)
    await user.click(screen.getByRole('button', { name: 'Скопировать' }))
    expect(writeText.mock.calls[0]![0]).toContain(CODES.join('\r\n'))
    expect(await screen.findByText('Коды скопированы.')).toBeTruthy()
    writeText.mockRejectedValueOnce(new Error('denied'))
    await user.click(screen.getByRole('button', { name: 'Скопировать' }))
    expect(await screen.findByText(/выделите коды и скопируйте их вручную/)).toBeTruthy()
  })

  it('goes away when the person says they are saved', async () => {
    const { user, onSaved } = renderCodes()
    await user.click(screen.getByRole('button', { name: 'Коды сохранены' }))
    expect(onSaved).toHaveBeenCalledOnce()
  })
})
