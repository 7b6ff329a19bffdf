import { Skeleton, Text } from '@mantine/core'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { usePublicSettings } from '../api/get-public-settings.ts'
import { ContactDetails } from './contact-details.tsx'

/** The business's contact details, loaded here, for screens that only need those. */
export function BusinessContact() {
  const t = useT()
  const settings = usePublicSettings()
  if (settings.data) return <ContactDetails contact={settings.data.contact} />
  if (settings.isPending) return <Skeleton h={72} aria-hidden />
  return <Text c="dimmed">{t('contact.loadFailed')}</Text>
}
