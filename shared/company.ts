// The studio's legal entity: shown by the site (footer, structured data) and written into the demo
// content by the API's seed. Nothing here imports anything.

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
