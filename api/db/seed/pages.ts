import type { pages } from '../schema/index.ts'
import { companyPages } from './pages/company.ts'
import { legalPages } from './pages/legal.ts'
import { STUDIO_FIGURES } from './pages/studio-figures.ts'

type NewPage = typeof pages.$inferInsert

/** Demo pages in the agency's voice: the home page blocks, company, contacts, brief and legal texts. */
export function seedPages(): NewPage[] {
  return [...homePages(), ...companyPages(), ...legalPages()]
}

function homePages(): NewPage[] {
  const publishedAt = new Date('2026-01-15T09:00:00Z')
  return [
    {
      slug: 'home',
      title: 'Малахит — веб-студия полного цикла',
      lead: 'Проектируем, разрабатываем и развиваем сайты и веб-сервисы для компаний, которым важен результат.',
      seoTitle: 'Малахит — разработка сайтов, интернет-магазинов и веб-сервисов',
      seoDescription:
        'Веб-студия «Малахит»: корпоративные сайты, интернет-магазины, личные кабинеты и поддержка проектов. Считаем результат в заявках и продажах.',
      publishedAt,
      blocks: [
        {
          type: 'hero',
          eyebrow: 'Веб-студия полного цикла',
          title: 'Сайты и сервисы, которые работают на ваш бизнес',
          lead: 'Проектируем, разрабатываем и развиваем корпоративные сайты, интернет-магазины и личные кабинеты. Оцениваем работу по заявкам и продажам, а не по красоте макетов.',
          primary: { label: 'Обсудить проект', href: '/brief/' },
          secondary: { label: 'Смотреть портфолио', href: '/portfolio/' },
        },
        {
          type: 'stats',
          items: [
            { value: '14 лет', label: 'делаем сайты для бизнеса' },
            STUDIO_FIGURES.projectsLaunched,
            STUDIO_FIGURES.clientsOnSupport,
            { value: '9 из 10', label: 'проектов сдаём в срок' },
          ],
        },
        {
          type: 'features',
          title: 'Что мы делаем',
          lead: 'Берём проект целиком — от исследования и прототипа до запуска и развития — или подключаемся на нужном этапе.',
          items: [
            {
              title: 'Корпоративные сайты',
              text: 'Сайт, который понятно объясняет, чем вы полезны, и приводит заявки. Структура, тексты, дизайн и разработка — в одной команде.',
              href: '/services/',
            },
            {
              title: 'Интернет-магазины',
              text: 'Каталоги на десятки тысяч позиций, обмен с 1С и складом, удобная корзина и оплата онлайн.',
              href: '/services/',
            },
            {
              title: 'Личные кабинеты и сервисы',
              text: 'Веб-приложения для клиентов и сотрудников: заказы, документы, статусы и отчёты без звонков и переписки.',
              href: '/solutions/',
            },
            {
              title: 'Поддержка и развитие',
              text: 'Берём на сопровождение готовые проекты: обновления, безопасность, скорость и новые функции по согласованному плану.',
              href: '/services/',
            },
          ],
        },
        {
          type: 'cta',
          title: 'Расскажите о задаче — предложим решение за два рабочих дня',
          text: 'Заполните бриф: мы изучим задачу, зададим уточняющие вопросы и пришлём оценку сроков и бюджета.',
          action: { label: 'Заполнить бриф', href: '/brief/' },
        },
      ],
    },
  ]
}
