import { useEffect, useRef, useState } from 'react'
import { IconBadge } from '#app/components/ui/IconBadge.tsx'
import { RECOVERY_CODES_FILE, recoveryCodesText } from '../recovery-codes.ts'
import { panelClass } from './AdminPageHeader.tsx'

/** Hands a text to the browser as a file to save, without a request (the codes never leave the page). */
function downloadText(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.click()
  URL.revokeObjectURL(url)
}

/**
 * Fresh recovery codes, shown this once: to copy or to save as a text file. They are not kept
 * anywhere in the browser; «Коды сохранены» takes them off the screen.
 */
export function RecoveryCodes({ codes, account, onSaved }: { codes: string[]; account: string; onSaved: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null)
  // The codes come in place of the form that made them: the heading takes focus, so they are announced.
  useEffect(() => headingRef.current?.focus(), [])
  const text = () => recoveryCodesText(codes, account, new Date())

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text())
      setCopied('yes')
    } catch {
      setCopied('no')
    }
  }

  return (
    <section aria-labelledby="recovery-codes-title" className={`${panelClass} flex flex-col gap-5 border-brand-200`}>
      <IconBadge tone="brand" strokeWidth={2.25}>
        <path d="M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z" />
      </IconBadge>
      <div className="flex flex-col gap-2">
        <h2 id="recovery-codes-title" ref={headingRef} tabIndex={-1} className="font-extrabold text-2xl text-ink tracking-tight">
          Сохраните резервные коды
        </h2>
        <p className="max-w-2xl text-ink-muted leading-relaxed">
          Если телефона не окажется под рукой, войти можно по одному из этих кодов. Каждый срабатывает один раз. Больше мы их не покажем:
          скачайте файл или скопируйте коды в менеджер паролей.
        </p>
      </div>
      <ol aria-label="Резервные коды" className="grid grid-cols-1 gap-2 font-mono text-ink min-[340px]:grid-cols-2 sm:max-w-md sm:text-lg">
        {codes.map((code) => (
          <li key={code} className="whitespace-nowrap rounded-xl bg-surface px-2 py-2 text-center sm:tracking-wider">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button type="button" onClick={() => downloadText(text(), RECOVERY_CODES_FILE)} className="button-primary">
          Скачать .txt
        </button>
        <button type="button" onClick={copy} className="button-secondary">
          Скопировать
        </button>
        <button type="button" onClick={onSaved} className="button-secondary">
          Коды сохранены
        </button>
      </div>
      <p aria-live="polite" className="text-sm">
        {copied === 'yes' && <span className="text-brand-800">Коды скопированы.</span>}
        {copied === 'no' && <span className="text-red-700">Браузер не дал скопировать: выделите коды и скопируйте их вручную.</span>}
      </p>
    </section>
  )
}
