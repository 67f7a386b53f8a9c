const rubles = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 })

/** «890 000 ₽»: roubles with Russian digit groups and a non-breaking space before the sign. */
export const formatRubles = (amount: number): string => `${rubles.format(amount)}\u00a0₽`

/** «от 890 000 ₽», or null when the price is agreed per project. */
export const formatPriceFrom = (amount: number | null | undefined): string | null =>
  amount === null || amount === undefined ? null : `от\u00a0${formatRubles(amount)}`
