/** The choices the brief form offers; the API accepts only these values. */
export const BRIEF_SERVICES = [
  { value: 'website', label: 'Корпоративный сайт' },
  { value: 'ecommerce', label: 'Интернет-магазин' },
  { value: 'webapp', label: 'Веб-сервис или личный кабинет' },
  { value: 'landing', label: 'Лендинг или промо-сайт' },
  { value: 'design', label: 'Дизайн и UX-исследование' },
  { value: 'support', label: 'Поддержка и развитие' },
  { value: 'seo', label: 'Продвижение и аналитика' },
] as const

export const BRIEF_BUDGETS = [
  { value: 'under-500k', label: 'До 500 000 ₽' },
  { value: '500k-1m', label: '500 000 – 1 000 000 ₽' },
  { value: '1m-3m', label: '1 – 3 млн ₽' },
  { value: 'over-3m', label: 'Более 3 млн ₽' },
  { value: 'unknown', label: 'Пока не знаю' },
] as const

export const BRIEF_DEADLINES = [
  { value: 'asap', label: 'Как можно скорее' },
  { value: '1-3-months', label: '1–3 месяца' },
  { value: '3-6-months', label: '3–6 месяцев' },
  { value: 'flexible', label: 'Сроки гибкие' },
] as const

export const labelOf = (options: readonly { value: string; label: string }[], value: string | null | undefined) =>
  options.find((option) => option.value === value)?.label ?? null
