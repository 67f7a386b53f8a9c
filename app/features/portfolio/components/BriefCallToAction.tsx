import { CallToActionSection } from '#app/features/pages/components/CallToActionSection.tsx'

/** The closing invitation of portfolio pages: from someone else's case to one's own project. */
export function BriefCallToAction({ title = 'Обсудим ваш проект?' }: { title?: string }) {
  return (
    <div className="pt-16 sm:pt-20">
      <CallToActionSection
        block={{
          type: 'cta',
          title,
          text: 'Расскажите о задаче в брифе — за два рабочих дня вернёмся с вопросами, идеями и предварительной оценкой сроков и бюджета.',
          action: { label: 'Заполнить бриф', href: '/brief/' },
        }}
      />
    </div>
  )
}
