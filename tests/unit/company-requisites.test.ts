import { describe, expect, it } from 'vitest'
import { requisites } from '#shared/company.ts'

// The check digits as the Federal Tax Service and the Bank of Russia define them, so a typo in the
// published requisites is caught before a client's accountant does.

const digits = (value: string) => [...value].map(Number)
const weighted = (value: string, weights: number[]) => digits(value).reduce((sum, digit, index) => sum + digit * (weights[index] ?? 0), 0)

function isOrganisationInn(inn: string): boolean {
  return /^\d{10}$/.test(inn) && (weighted(inn, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10 === Number(inn[9])
}

function isOgrn(ogrn: string): boolean {
  return /^\d{13}$/.test(ogrn) && Number(BigInt(ogrn.slice(0, 12)) % 11n) % 10 === Number(ogrn[12])
}

/** An account's control key: the 23 digits (three of the БИК, then the account) weighted 7-1-3, last digits summed, end in 0. */
function hasAccountKey(prefix: string, account: string): boolean {
  const weights = Array.from({ length: 23 }, (_, index) => [7, 1, 3][index % 3] ?? 0)
  const sum = digits(prefix + account).reduce((total, digit, index) => total + ((digit * (weights[index] ?? 0)) % 10), 0)
  return /^\d{20}$/.test(account) && sum % 10 === 0
}

function isOkpo(okpo: string): boolean {
  if (!/^\d{8}$/.test(okpo)) return false
  const body = okpo.slice(0, 7)
  let check = weighted(body, [1, 2, 3, 4, 5, 6, 7]) % 11
  if (check === 10) check = weighted(body, [3, 4, 5, 6, 7, 8, 9]) % 11
  return (check === 10 ? 0 : check) === Number(okpo[7])
}

describe("the company's requisites", () => {
  it('have registration numbers with valid check digits', () => {
    expect(isOrganisationInn(requisites.inn)).toBe(true)
    expect(isOgrn(requisites.ogrn)).toBe(true)
    expect(isOkpo(requisites.okpo)).toBe(true)
  })

  it('agree with each other: the КПП and the ИНН name the same tax office, registered in Moscow', () => {
    expect(requisites.kpp).toMatch(/^\d{4}01\d{3}$/)
    expect(requisites.kpp.slice(0, 4)).toBe(requisites.inn.slice(0, 4))
    // ОГРН: an organisation (1), its year, and the region (77, Moscow).
    expect(requisites.ogrn.slice(0, 1)).toBe('1')
    expect(requisites.ogrn.slice(3, 5)).toBe('77')
  })

  it('have bank accounts whose keys match the bank', () => {
    const { bik, account, correspondentAccount } = requisites.bank
    expect(bik).toMatch(/^04\d{7}$/)
    expect(account.startsWith('40702810')).toBe(true)
    expect(hasAccountKey(bik.slice(-3), account)).toBe(true)
    expect(correspondentAccount.endsWith(bik.slice(-3))).toBe(true)
    expect(hasAccountKey(`0${bik.slice(4, 6)}`, correspondentAccount)).toBe(true)
  })

  it('catch a single mistyped digit', () => {
    const typo = (value: string, at: number) => value.slice(0, at) + ((Number(value[at]) + 1) % 10) + value.slice(at + 1)
    expect(isOrganisationInn(typo(requisites.inn, 4))).toBe(false)
    expect(isOgrn(typo(requisites.ogrn, 7))).toBe(false)
    expect(hasAccountKey(requisites.bank.bik.slice(-3), typo(requisites.bank.account, 15))).toBe(false)
  })
})
