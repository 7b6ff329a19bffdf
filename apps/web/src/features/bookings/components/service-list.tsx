import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { Service } from '@reserva/shared'
import { formatMoney } from '@reserva/shared/money-format'
import { Link } from 'wouter'
import { IconArrowRight, IconClock, IconFileText, IconUsers } from '@/components/icons.tsx'
import { LightBadge } from '@/components/light-badge.tsx'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import { formatDuration } from '../duration.ts'
import classes from './service-list.module.css'

/**
 * The services on offer as cards. A fixed-price one can be chosen (or, without `onChoose`, is a
 * link to booking it); one priced per job cannot be booked online and leads to the quote form.
 */
export function ServiceList({
  services,
  onChoose,
}: {
  services: Service[]
  onChoose?: (service: Service) => void
}) {
  const { t, language } = useI18n()
  return (
    <ul className={classes.list}>
      {services.map((service) => {
        const quote = service.pricing === 'quote'
        const titleId = `service-${service.id}`
        return (
          <Paper
            key={service.id}
            component="li"
            withBorder
            radius="lg"
            p="lg"
            className={classes.card}
            aria-labelledby={titleId}
          >
            <Stack gap="sm" h="100%">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Title order={3} size="h4" id={titleId}>
                  <bdi>{service.name}</bdi>
                </Title>
                {quote ? (
                  <LightBadge color="gray" className={classes.price}>
                    {t('serviceList.quote')}
                  </LightBadge>
                ) : service.priceMinor !== null ? (
                  <Text fw={700} size="lg" className={classes.price}>
                    {formatMoney(service.priceMinor, service.currency, language)}
                  </Text>
                ) : null}
              </Group>
              <Text c="dimmed">
                <bdi>{service.description}</bdi>
              </Text>
              <Group gap="lg" mt="auto" pt="xs">
                <Group gap={6} wrap="nowrap">
                  <IconClock size={18} />
                  <Text size="sm">{formatDuration(service.durationMinutes, language)}</Text>
                </Group>
                {service.capacity > 1 ? (
                  <Group gap={6} wrap="nowrap">
                    <IconUsers size={18} />
                    <Text size="sm">{t('serviceList.upTo', { count: service.capacity })}</Text>
                  </Group>
                ) : null}
              </Group>
              {quote ? (
                <Button
                  component={Link}
                  to={`/quote?${new URLSearchParams({ service: service.id })}`}
                  variant="default"
                  leftSection={<IconFileText size={18} />}
                  aria-label={t('serviceList.askQuoteFor', { name: service.name })}
                >
                  {t('serviceList.askQuote')}
                </Button>
              ) : !onChoose ? (
                <Button
                  component={Link}
                  to={`/book?${new URLSearchParams({ service: service.id })}`}
                  rightSection={<IconArrowRight size={18} />}
                  aria-label={t('serviceList.bookName', { name: service.name })}
                >
                  {t('serviceList.book')}
                </Button>
              ) : (
                <Button
                  onClick={() => onChoose(service)}
                  rightSection={<IconArrowRight size={18} />}
                  aria-label={t('serviceList.chooseName', { name: service.name })}
                >
                  {t('serviceList.choose')}
                </Button>
              )}
            </Stack>
          </Paper>
        )
      })}
    </ul>
  )
}
