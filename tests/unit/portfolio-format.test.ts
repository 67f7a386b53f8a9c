import { describe, expect, it } from 'vitest'
import { displayHost, isWebUrl, projectCount, yearSpan } from '#app/features/portfolio/format.ts'
import { plural } from '#app/lib/plural.ts'

describe('plural (Russian forms)', () => {
  it.each([
    [1, 'проект'],
    [21, 'проект'],
    [101, 'проект'],
    [2, 'проекта'],
    [4, 'проекта'],
    [23, 'проекта'],
    [0, 'проектов'],
    [5, 'проектов'],
    [11, 'проектов'],
    [12, 'проектов'],
    [14, 'проектов'],
    [17, 'проектов'],
    [111, 'проектов'],
  ])('%i %s', (count, expected) => {
    expect(plural(count, 'проект', 'проекта', 'проектов')).toBe(expected)
  })

  it('counts projects in words', () => {
    expect(projectCount(17)).toBe('17 проектов')
    expect(projectCount(3)).toBe('3 проекта')
  })
})

describe('yearSpan', () => {
  it('is one year, a range, or nothing', () => {
    expect(yearSpan([2024])).toBe('2024')
    expect(yearSpan([2024, 2022, 2026, 2024])).toBe('2022–2026')
    expect(yearSpan([])).toBeNull()
  })
})

describe('displayHost', () => {
  it('shows the host without www', () => {
    expect(displayHost('https://www.garant-auto.example/cars/')).toBe('garant-auto.example')
    expect(displayHost('https://svrpk.example')).toBe('svrpk.example')
  })

  it('falls back to the text when it is not a URL', () => {
    expect(displayHost('garant-auto')).toBe('garant-auto')
  })
})

describe('isWebUrl', () => {
  it.each([
    ['https://svrpk.example', true],
    ['http://garant-auto.example/cars/', true],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['mailto:hello@malakhit.studio', false],
    ['/rzd/', false],
    ['', false],
    [null, false],
  ])('%s is a web address: %s', (url, expected) => {
    expect(isWebUrl(url)).toBe(expected)
  })
})
