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

  it('takes a number of another country after a plus typed into the empty field', async () => {
    const { user, phone } = renderPhone()
    await user.type(phone, '+375 29 123-45-67')
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
