import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'

// Unit test files share their worker's modules, and another file may have loaded the rule already:
// this file takes modules of its own, so the rule starts unloaded, as on a freshly opened form page.
vi.resetModules()
const { fieldErrorsOf } = await import('#app/components/form/field-errors.ts')
const { loadPhoneRule, Phone, withPhoneRule } = await import('#app/components/form/phone-rule.ts')

const PhoneForm = v.object({ phone: Phone })

// In order: the rule starts unloaded, then is loaded.
describe('the phone rule, fetched when a form needs it', () => {
  it('refuses to run before it is loaded rather than letting any number pass', () => {
    expect(() => fieldErrorsOf(PhoneForm, { phone: '+7 (916) 123-45-67' })).toThrow(/loadPhoneRule/)
  })

  it('runs a form check only once the rule is there', async () => {
    const fail = vi.fn()
    const checked = new Promise<ReturnType<typeof fieldErrorsOf>>((resolve) =>
      withPhoneRule({ fail }, () => resolve(fieldErrorsOf(PhoneForm, { phone: '+7 (000) 000-00-00' }))),
    )
    expect(await checked).toEqual({ phone: ['Проверьте номер телефона: например, +7 (999) 123-45-67.'] })
    expect(fail).not.toHaveBeenCalled()
  })

  it('checks numbers as before once loaded', async () => {
    await loadPhoneRule()
    expect(fieldErrorsOf(PhoneForm, { phone: '+7 (916) 123-45-67' })).toEqual({})
    expect(fieldErrorsOf(PhoneForm, { phone: '+44 20 7946 0958' })).toEqual({})
    expect(fieldErrorsOf(PhoneForm, { phone: '12345' })).toEqual({ phone: ['Проверьте номер телефона: например, +7 (999) 123-45-67.'] })
  })
})
