// The studio itself: how people reach it and its legal entity. Shown by the site (header, footer,
// structured data), signed under the API's mails and written into the demo content by its seed.
// Nothing here imports anything.

/** The studio's name and contacts, as people see them on the site and in mails. */
export const agency = {
  name: 'Малахит',
  phone: { display: '+7 (495) 120-45-67', href: 'tel:+74951204567' },
  email: 'hello@malakhit.studio',
  address: 'Москва, Большая Новодмитровская ул., 36, стр. 4, офис 312',
  hours: 'Пн–Пт, 10:00–19:00',
} as const

/** What a Russian company publishes about itself: names, registration numbers, address and bank. */
export const requisites = {
  fullName: 'Общество с ограниченной ответственностью «Малахит Диджитал»',
  shortName: 'ООО «Малахит Диджитал»',
  /** Taxpayer number (ИНН) of an organisation: ten digits, the last a check digit. */
  inn: '7715483623',
  /** Registration reason code (КПП): the tax office (7715) and the reason (01: where the company is registered). */
  kpp: '771501001',
  /** Primary state registration number (ОГРН): thirteen digits, the last a check digit. */
  ogrn: '1127746382158',
  okpo: '30417520',
  /** Main activity (ОКВЭД): development of computer software. */
  okved: '62.01',
  legalAddress: '127015, г. Москва, ул. Большая Новодмитровская, д. 36, стр. 4, офис 312',
  director: 'Ведерников Илья Андреевич',
  bank: {
    name: 'ПАО Сбербанк',
    /** Bank identifier (БИК). */
    bik: '044525225',
    /** Settlement account (расчётный счёт); its ninth digit is a check key over the БИК. */
    account: '40702810838000174529',
    /** The bank's correspondent account at the Bank of Russia. */
    correspondentAccount: '30101810400000000225',
  },
} as const
