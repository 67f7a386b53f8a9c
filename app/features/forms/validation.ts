import * as v from 'valibot'
import { Phone } from '#app/components/form/phone-rule.ts'
import { CompanyRule, ConsentRule, EmailRule, NameRule, optionalText } from '#shared/contract/fields.ts'
import { DescriptionRule, EMAIL_OR_PHONE_MESSAGE, hasEmailOrPhone, MessageRule, servicesRule } from '#shared/contract/forms.ts'

/** The brief and contact form rules in the browser (the API's own); the API checks everything again. */

export const ContactSchema = v.pipe(
  v.object({
    name: NameRule,
    email: optionalText(EmailRule),
    phone: optionalText(Phone),
    message: MessageRule,
    consent: ConsentRule,
  }),
  // Reported with the other fields' problems, as soon as the two fields themselves are right.
  v.forward(v.partialCheck([['email'], ['phone']], hasEmailOrPhone, EMAIL_OR_PHONE_MESSAGE), ['email']),
)

export const BriefSchema = v.object({
  name: NameRule,
  company: optionalText(CompanyRule),
  email: EmailRule,
  phone: optionalText(Phone),
  // The choices come from the API (`GET /v1/briefs/options`), which also checks them.
  services: servicesRule(v.string()),
  description: DescriptionRule,
  consent: ConsentRule,
})
