import { Skeleton, Text } from '@mantine/core'
import { usePublicSettings } from '../api/get-public-settings.ts'
import { ContactDetails } from './contact-details.tsx'

/** The business's contact details, loaded here, for screens that only need those. */
export function BusinessContact() {
  const settings = usePublicSettings()
  if (settings.data) return <ContactDetails contact={settings.data.contact} />
  if (settings.isPending) return <Skeleton h={72} aria-hidden />
  return <Text c="dimmed">The contact details could not be loaded; please try again later.</Text>
}
