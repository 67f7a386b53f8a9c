import { ResendButton } from './ResendButton.tsx'

/** «Отправить код ещё раз» under the code form, with what to check before asking. */
export function ResendCode() {
  return (
    <div className="mt-2 flex w-full flex-col items-start gap-3 rounded-2xl bg-surface p-5 text-base">
      <p>Письмо не пришло? Проверьте папку «Спам» или запросите новый код — прежний тогда перестанет действовать.</p>
      <ResendButton label="Отправить код ещё раз" />
    </div>
  )
}
