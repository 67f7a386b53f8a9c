import { Link } from '@tanstack/react-router'

/** The sections people most often look for, as a way on when the search has nothing to show. A no-break space before a dash keeps it off a line's start. */
const SECTIONS = [
  { href: '/services/', title: 'Услуги', text: 'Сайты, интернет-магазины, продвижение и поддержка: что мы делаем и сколько это стоит.' },
  {
    href: '/portfolio/',
    title: 'Портфолио',
    text: 'Проекты для транспорта, промышленности, медицины и ритейла\u00a0— с задачами и результатами.',
  },
  {
    href: '/solutions/',
    title: 'Решения',
    text: 'Готовые решения для клиник, магазинов и сервисов: запуск быстрее и дешевле разработки с нуля.',
  },
  { href: '/articles/', title: 'Статьи', text: 'Как мы работаем: дизайн, разработка, SEO, доступность и скорость сайтов.' },
  { href: '/news/', title: 'Новости', text: 'Запуски, награды и события студии.' },
  { href: '/clients/', title: 'Клиенты', text: 'Компании, с которыми мы работаем годами.' },
] as const

/**
 * What the search page offers when there is nothing to list: no query yet, or nothing found. The
 * popular sections of the site and the brief, for a task the search could not put into words.
 */
export function SearchHelp({ title, lead }: { title: string; lead: string }) {
  return (
    <section aria-labelledby="search-help-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 id="search-help-title" className="font-bold text-2xl text-ink tracking-tight">
          {title}
        </h2>
        <p className="max-w-3xl text-ink-muted leading-relaxed">{lead}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SECTIONS.map((section) => (
          <li key={section.href}>
            <Link
              to={section.href}
              className="flex h-full flex-col gap-2 rounded-3xl border border-line bg-white p-6 transition-colors hover:border-brand-300"
            >
              <span className="font-bold text-ink text-lg">{section.title}</span>
              <span className="text-ink-muted leading-relaxed">{section.text}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link
            to="/brief/"
            className="flex h-full flex-col gap-2 rounded-3xl bg-brand-700 p-6 text-white transition-colors hover:bg-brand-800"
          >
            <span className="font-bold text-lg">Заполнить бриф</span>
            <span className="text-brand-100 leading-relaxed">
              {'Не нашли нужного? Опишите задачу\u00a0— за два рабочих дня вернёмся с вопросами и оценкой.'}
            </span>
          </Link>
        </li>
      </ul>
    </section>
  )
}
