import { Phone } from '#app/components/form/phone-rule.ts'
import { briefSchema, contactSchema } from '#shared/contract/forms.ts'
import type { BriefOptions } from './types.ts'

// The brief and contact form rules in the browser: the API's own (shared/contract/forms.ts), with
// the phone rule fetched on demand. The API checks everything again.

export const ContactSchema = contactSchema(Phone)

/** The brief's rules, with the choices the API offered the form. */
export const briefSchemaOf = (options: BriefOptions) =>
  briefSchema(Phone, {
    services: options.services.map((choice) => choice.value),
    budgets: options.budgets.map((choice) => choice.value),
    deadlines: options.deadlines.map((choice) => choice.value),
  })
