import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PhoneField } from '#app/components/form/PhoneField.tsx'

function renderPhone() {
  render(<PhoneField id="brief-phone" name="phone" label="Телефон" optional />)
  return { user: userEvent.setup(), phone: screen.getByLabelText(/Телефон/) as HTMLInputElement }
}

describe('PhoneField', () => {
  it('formats typed digits as a Russian number', async () => {
    const { user, phone } = renderPhone()
    await user.type(phone, '9161234567')
    expect(phone.value).toBe('+7 (916) 123-45-67')
  })

  it('takes a leading 8 for the country code', async () => {
    const { user, phone } = renderPhone()
    await user.type(phone, '89031112233')
    expect(phone.value).toBe('+7 (903) 111-22-33')
  })

  it('takes only the first 8 for the country code, so a number that starts with 8 keeps it', async () => {
    const { user, phone } = renderPhone()
    await user.type(phone, '88005553535')
    expect(phone.value).toBe('+7 (800) 555-35-35')
  })

  it('takes a leading 8 for the country code again when it is typed over the whole selected number', async () => {
    const { user, phone } = renderPhone()
    await user.type(phone, '9161234567')
    phone.setSelectionRange(0, phone.value.length)
    await user.keyboard('89031112233')
    expect(phone.value).toBe('+7 (903) 111-22-33')
  })

  it('keeps an 8 that follows a typed +7', async () => {
    const { user, phone } = renderPhone()
    await user.type(phone, '+78005553535')
    expect(phone.value).toBe('+7 (800) 555-35-35')
  })

  it('opens the bracket once the code is taken; Backspace gives it back, and a field left so is empty', async () => {
    render(<button type="button">Дальше</button>)
    const { user, phone } = renderPhone()
    await user.type(phone, '8')
    expect(phone.value).toBe('+7 (')
    await user.keyboard('{Backspace}')
    expect(phone.value).toBe('+7 ')
    await user.keyboard('8')
    expect(phone.value).toBe('+7 (')
    await user.tab()
    expect(phone.value).toBe('')
  })

  it('takes a number of another country after a plus typed into the empty field', async () => {
    const { user, phone } = renderPhone()
    await user.type(phone, '+375 29 123-45-67')
    expect(phone.value).toBe('+375 29 123-45-67')
  })

  it('takes a plus typed at once after focus, before the caret has moved past the prefix', async () => {
    const { user, phone } = renderPhone()
    phone.focus()
    phone.setSelectionRange(0, 0)
    await user.keyboard('+375 29 123-45-67')
    expect(phone.value).toBe('+375 29 123-45-67')
  })

  it('takes a pasted number of another country as it is written', async () => {
    const { user, phone } = renderPhone()
    await user.click(phone)
    await user.paste('+44 20 7946 0958')
    expect(phone.value).toBe('+44 20 7946 0958')
  })

  it('goes on as a Russian number when the plus is followed by 7', async () => {
    const { user, phone } = renderPhone()
    await user.type(phone, '+79161234567')
    expect(phone.value).toBe('+7 (916) 123-45-67')
  })

  it('keeps the caret where a digit in the middle is deleted and typed again', async () => {
    const { user, phone } = renderPhone()
    await user.type(phone, '9161234567')
    phone.setSelectionRange(7, 7)
    await user.keyboard('{Backspace}')
    expect(phone.value).toBe('+7 (911) 234-56-7')
    expect([phone.selectionStart, phone.selectionEnd]).toEqual([6, 6])
    await user.keyboard('5')
    expect(phone.value).toBe('+7 (915) 123-45-67')
    // After the typed digit and the bracket and space that close its group.
    expect([phone.selectionStart, phone.selectionEnd]).toEqual([9, 9])
  })

  it('replaces selected digits in the middle in their place', async () => {
    const { user, phone } = renderPhone()
    await user.type(phone, '9161234567')
    phone.setSelectionRange(9, 12)
    await user.keyboard('4')
    expect(phone.value).toBe('+7 (916) 445-67')
    expect([phone.selectionStart, phone.selectionEnd]).toEqual([10, 10])
  })

  it('refuses a digit typed into the middle of a complete number instead of pushing the last one out', async () => {
    const { user, phone } = renderPhone()
    await user.type(phone, '9161234567')
    phone.setSelectionRange(10, 10)
    await user.keyboard('4')
    expect(phone.value).toBe('+7 (916) 123-45-67')
  })

  it('refuses a digit typed past ten rather than reading the number as another country’s', async () => {
    const { user, phone } = renderPhone()
    await user.type(phone, '9161234567')
    await user.keyboard('1')
    // Not India's +91 6123456 71: a stray key leaves the Russian number as it was.
    expect(phone.value).toBe('+7 (916) 123-45-67')
  })

  it('takes a pasted number of another country without its plus as it is written', async () => {
    const { user, phone } = renderPhone()
    await user.click(phone)
    await user.paste('375 29 123-45-67')
    expect(phone.value).toBe('+375 29 123-45-67')
  })

  it('refuses a digit past a complete number that starts with 8, as no other country', async () => {
    const { user, phone } = renderPhone()
    await user.click(phone)
    await user.paste('+7 800 555-35-35')
    await user.keyboard('1')
    expect(phone.value).toBe('+7 (800) 555-35-35')
  })

  it('lets no letters in', async () => {
    const { user, phone } = renderPhone()
    await user.type(phone, '9abc16')
    expect(phone.value).toBe('+7 (916')
  })

  it('asks for the phone keyboard and autofill', () => {
    const { phone } = renderPhone()
    expect(phone.type).toBe('tel')
    expect(phone.getAttribute('inputmode')).toBe('tel')
    expect(phone.getAttribute('autocomplete')).toBe('tel')
  })
})
