/**
 * A list of choices: each value the API accepts, with the label people see, in the order the form
 * shows them.
 */
export type Choices = Readonly<Record<string, string>>

/** The choices the brief form offers; the API accepts only these values. */
export const BRIEF_SERVICES = {
  website: 'Корпоративный сайт',
  ecommerce: 'Интернет-магазин',
  webapp: 'Веб-сервис или личный кабинет',
  landing: 'Лендинг или промо-сайт',
  design: 'Дизайн и UX-исследование',
  support: 'Поддержка и развитие',
  seo: 'Продвижение и аналитика',
} as const satisfies Choices

export const BRIEF_BUDGETS = {
  'under-500k': 'До 500 000 ₽',
  '500k-1m': '500 000 – 1 000 000 ₽',
  '1m-3m': '1 – 3 млн ₽',
  'over-3m': 'Более 3 млн ₽',
  unknown: 'Пока не знаю',
} as const satisfies Choices

export const BRIEF_DEADLINES = {
  asap: 'Как можно скорее',
  '1-3-months': '1–3 месяца',
  '3-6-months': '3–6 месяцев',
  flexible: 'Сроки гибкие',
} as const satisfies Choices

/** The choices as `{ value, label }` items, in order: how the options endpoint lists them. */
export const choiceList = (choices: Choices) => Object.entries(choices).map(([value, label]) => ({ value, label }))

/** The label of a chosen value; null when nothing was chosen or the value is not on the list. */
export const labelOf = (choices: Choices, value: string | null | undefined) =>
  value != null && Object.hasOwn(choices, value) ? choices[value]! : null
