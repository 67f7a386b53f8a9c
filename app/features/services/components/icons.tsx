import { LineIcon } from '#app/components/ui/LineIcon.tsx'

/** Small line icons of the catalogue; decorative, so hidden from assistive technology. */

export function ClockIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </LineIcon>
  )
}

export function CheckIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <LineIcon className={className} strokeWidth={2.5}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </LineIcon>
  )
}

export function ArrowIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </LineIcon>
  )
}
