import { Link } from '@tanstack/react-router'
import { sectionCardClass } from '#app/features/profile/components/AccountNav.tsx'

const TITLE_ID = 'profile-personal-data-title'

/** What the file holds, in the order it lists it. */
const CONTENTS = [
  'профиль: имя, почта, телефон, компания',
  'согласия на обработку данных — когда и с какой редакцией документа вы согласились',
  'сеансы входа и устройства: когда, откуда и с какого браузера',
  'брифы и обращения, отправленные с подтверждённой почты аккаунта, и их статус',
]

/**
 * «Мои данные»: the person downloads everything the site holds about them as one JSON file. The
 * link goes to the site's own server route, which calls the API with the session's token (the
 * token never reaches the browser); the file comes as a download, so the page stays where it is.
 */
export function PersonalDataCard() {
  return (
    <section id="profile-personal-data" aria-labelledby={TITLE_ID} className={sectionCardClass}>
      <h2 id={TITLE_ID} className="font-extrabold text-2xl text-ink tracking-tight">
        Мои данные
      </h2>
      <p className="mt-2 max-w-2xl text-ink-muted leading-relaxed">Всё, что сайт хранит о вас, — одним файлом в формате JSON. В нём:</p>
      <ul className="mt-3 max-w-2xl list-disc space-y-1 pl-5 text-ink-muted leading-relaxed">
        {CONTENTS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-3 max-w-2xl text-ink-muted text-sm leading-relaxed">
        Как мы обрабатываем данные и что удаляется вместе с аккаунтом, рассказано в{' '}
        <Link to="/privacy/" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
          политике конфиденциальности
        </Link>
        .
      </p>
      {/* A plain link: the server answers with a download, so the browser stays on this page. */}
      <a href="/profile/export.json" className="button-secondary mt-6 inline-flex min-h-11 items-center px-5">
        Скачать мои данные
      </a>
    </section>
  )
}
