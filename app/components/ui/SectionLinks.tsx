/** Links to sections of the page the visitor is on (`#id`), one list item each. */
export function SectionLinks({
  sections,
  className,
  linkClassName,
}: {
  sections: { id: string; text: string }[]
  className: string
  linkClassName: string
}) {
  return (
    <ul className={className}>
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`} className={linkClassName}>
            {section.text}
          </a>
        </li>
      ))}
    </ul>
  )
}
