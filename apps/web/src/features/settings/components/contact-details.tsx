import { Anchor, Group, Stack, Text } from '@mantine/core'
import type { PublicSettings } from '@reserva/shared'
import type { ReactNode } from 'react'
import { IconMail, IconMapPin, IconPhone } from '@/components/icons.tsx'
import classes from './contact-details.module.css'

type Contact = PublicSettings['contact']

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <span className={classes.icon} aria-hidden>
        {icon}
      </span>
      <div style={{ minWidth: 0, paddingTop: 3 }}>{children}</div>
    </Group>
  )
}

/** The business's e-mail, phone and address; a field the admin left empty is not shown. */
export function ContactDetails({ contact, size = 'md' }: { contact: Contact; size?: 'sm' | 'md' }) {
  const phoneHref = `tel:${contact.phone.replace(/[^\d+]/g, '')}`
  return (
    <Stack gap={size === 'sm' ? 'xs' : 'sm'} component="address" style={{ fontStyle: 'normal' }}>
      {contact.email ? (
        <ContactLine icon={<IconMail size={16} />}>
          <Anchor href={`mailto:${contact.email}`} fz={size} style={{ overflowWrap: 'anywhere' }}>
            {contact.email}
          </Anchor>
        </ContactLine>
      ) : null}
      {contact.phone ? (
        <ContactLine icon={<IconPhone size={16} />}>
          {/* A number reads left to right in every language. */}
          <Anchor href={phoneHref} fz={size} dir="ltr">
            {contact.phone}
          </Anchor>
        </ContactLine>
      ) : null}
      {contact.address ? (
        <ContactLine icon={<IconMapPin size={16} />}>
          <Text fz={size} style={{ whiteSpace: 'pre-line' }}>
            <bdi>{contact.address}</bdi>
          </Text>
        </ContactLine>
      ) : null}
    </Stack>
  )
}
