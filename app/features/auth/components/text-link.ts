/** Links inside the text of the account screens (sign-in, profile, verification). */
export const textLinkClass = 'font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-600'
