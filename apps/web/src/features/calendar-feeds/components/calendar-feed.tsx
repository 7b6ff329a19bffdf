import { Button, CopyButton, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core'
import type { CalendarFeed as Feed } from '@reserva/shared'
import { useState } from 'react'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { QuestionDialog, useQuestion } from '@/components/question-dialog.tsx'
import { SectionCard } from '@/components/section-card.tsx'
import { StatusMessage } from '@/components/status-message.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { feedPaths, useCalendarFeed, useCalendarFeedChange } from '../api/calendar-feeds.ts'

/** A calendar app opens a `webcal:` address as a subscription; `https:` downloads it once. */
const webcal = (url: string) => url.replace(/^https?:/, 'webcal:')

/**
 * A private calendar address (a person's or a resource's, by `path`): made on request, shown with
 * a way to copy it and to open it in a calendar app, renewed or turned off after a question, as
 * either ends the address others may use. `about` says what it shows.
 */
export function CalendarFeed({ path, about }: { path: string; about: string }) {
  const t = useT()
  const feed = useCalendarFeed(path)
  const renew = useCalendarFeedChange(path, 'POST')
  const turnOff = useCalendarFeedChange(path, 'DELETE')
  const renewQuestion = useQuestion(renew)
  const turnOffQuestion = useQuestion(turnOff)
  const [notice, setNotice] = useState<string | null>(null)

  if (!feed.isSuccess)
    return (
      <QueryFallback
        query={feed}
        subject={t('calendarFeed.subject')}
        placeholder={<Skeleton h={96} radius="md" />}
      />
    )
  const current: Feed | null = feed.data.feed
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {about}
      </Text>
      {notice ? (
        <StatusMessage takeFocus={false} onClose={() => setNotice(null)}>
          {notice}
        </StatusMessage>
      ) : null}
      {current ? (
        <>
          <TextInput
            label={t('calendarFeed.address')}
            value={current.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Text size="sm">{t('calendarFeed.private')}</Text>
          <Text size="sm" c="dimmed">
            {t('calendarFeed.howTo')}
          </Text>
          <Group gap="sm">
            <CopyButton value={current.url}>
              {({ copied, copy }) => (
                <Button onClick={copy}>
                  {t(copied ? 'calendarFeed.copied' : 'calendarFeed.copy')}
                </Button>
              )}
            </CopyButton>
            <Button component="a" href={webcal(current.url)} variant="default">
              {t('calendarFeed.open')}
            </Button>
            <Button variant="default" onClick={renewQuestion.ask}>
              {t('calendarFeed.renew')}
            </Button>
            <Button variant="subtle" color="red" onClick={turnOffQuestion.ask}>
              {t('calendarFeed.turnOff')}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <ErrorAlert error={renew.error} />
          <Group>
            <Button
              loading={renew.isPending}
              onClick={() => renew.mutate(undefined, { onSuccess: () => setNotice(null) })}
            >
              {t('calendarFeed.make')}
            </Button>
          </Group>
        </>
      )}
      <QuestionDialog
        question={renewQuestion}
        title={t('calendarFeed.renewTitle')}
        keepLabel={t('calendarFeed.keep')}
        confirmLabel={t('calendarFeed.confirmRenew')}
        onConfirm={() =>
          renew.mutate(undefined, {
            onSuccess: () => {
              renewQuestion.hide()
              setNotice(t('calendarFeed.renewed'))
            },
          })
        }
      >
        <Text>{t('calendarFeed.renewText')}</Text>
      </QuestionDialog>
      <QuestionDialog
        question={turnOffQuestion}
        title={t('calendarFeed.turnOffTitle')}
        keepLabel={t('calendarFeed.keep')}
        confirmLabel={t('calendarFeed.confirmTurnOff')}
        onConfirm={() =>
          turnOff.mutate(undefined, {
            onSuccess: () => {
              turnOffQuestion.hide()
              setNotice(t('calendarFeed.turnedOff'))
            },
          })
        }
      >
        <Text>{t('calendarFeed.turnOffText')}</Text>
      </QuestionDialog>
    </Stack>
  )
}

/** A resource's calendar subscription, as a section under the resource (staff). */
export function ResourceCalendarFeed({
  resource,
  order,
  id,
}: {
  resource: { id: string; name: string }
  order: 4 | 5
  id: string
}) {
  const t = useT()
  return (
    <SectionCard compact title={t('calendarFeed.title')} order={order} id={`${id}-feed`}>
      <CalendarFeed
        path={feedPaths.resource(resource.id)}
        about={t('calendarFeed.resourceText', { name: resource.name })}
      />
    </SectionCard>
  )
}
