import { Button, Group, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core'
import { banPersonSchema, erasedAccountName, type Person, type Role } from '@reserva/shared'
import { useState } from 'react'
import { z } from 'zod'
import { useQuestion } from '@/components/question-dialog.tsx'
import { useSchemaForm } from '@/lib/form.ts'
import { translate } from '@/lib/i18n/active.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import {
  banPerson,
  changeRole,
  decideOperatorRequest,
  erasePerson,
  revokeSessions,
  unbanPerson,
  usePeopleMutation,
} from '../api/people.ts'
import { ConfirmModal, confirmed } from './confirm-modal.tsx'
import { roleNames } from './person-labels.tsx'

type ActionProps = { person: Person; onDone: (message: string) => void }

/** What an admin can do to an account: each action is asked about first, then said to be done. */
export function PersonActions({
  person,
  activeSessions,
  onDone,
}: ActionProps & { activeSessions: number }) {
  const t = useT()
  return (
    <Stack gap="lg">
      {person.requestedRole === 'operator' ? (
        <OperatorRequest person={person} onDone={onDone} />
      ) : null}
      <RoleChange key={person.role} person={person} onDone={onDone} />
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('personActions.access')}
        </Title>
        <Text size="sm">
          {activeSessions === 0
            ? t('personActions.noDevice')
            : t('personActions.devices', { count: activeSessions })}
        </Text>
        <Group gap="sm">
          {person.status === 'banned' ? (
            <Unban person={person} onDone={onDone} />
          ) : (
            <Ban person={person} onDone={onDone} />
          )}
          <RevokeSessions person={person} onDone={onDone} />
        </Group>
      </Stack>
      {person.name === erasedAccountName && person.status === 'banned' ? null : (
        <Group>
          <Erase person={person} onDone={onDone} />
        </Group>
      )}
    </Stack>
  )
}

function Erase({ person, onDone }: ActionProps) {
  const t = useT()
  const name = person.name
  return (
    <AskedAction
      run={erasePerson}
      label={t('personActions.erase')}
      title={t('personActions.eraseTitle', { name })}
      text={t('personActions.eraseText')}
      danger
      done={({ erasure }) =>
        t('personActions.erased', {
          bookings: erasure.bookingsCancelled,
          quotes: erasure.quotesWithdrawn,
        })
      }
      person={person}
      onDone={onDone}
    />
  )
}

function OperatorRequest({ person, onDone }: ActionProps) {
  const t = useT()
  const [decision, setDecision] = useState<'approve' | 'decline' | null>(null)
  const [message, setMessage] = useState('')
  const decide = usePeopleMutation(decideOperatorRequest)
  const close = () => {
    setDecision(null)
    setMessage('')
    decide.reset()
  }
  const name = person.name
  const mailed = Boolean(person.email)
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('personActions.request')}
      </Title>
      <Text size="sm">{t('personActions.requestText', { name })}</Text>
      <Group gap="sm">
        <Button onClick={() => setDecision('approve')}>{t('personActions.approveRequest')}</Button>
        <Button variant="default" onClick={() => setDecision('decline')}>
          {t('personActions.declineRequest')}
        </Button>
      </Group>
      <ConfirmModal
        opened={decision !== null}
        onClose={close}
        title={
          decision === 'approve'
            ? t('personActions.approveTitle', { name })
            : t('personActions.declineTitle', { name })
        }
        text={
          decision === 'approve'
            ? mailed
              ? t('personActions.approveTextMailed', { name })
              : t('personActions.approveText', { name })
            : mailed
              ? t('personActions.declineTextMailed', { name })
              : t('personActions.declineText', { name })
        }
        confirmLabel={
          decision === 'approve' ? t('personActions.approve') : t('personActions.decline')
        }
        danger={decision === 'decline'}
        pending={decide.isPending}
        error={decide.error}
        onSubmit={confirmed(() => {
          if (!decision) return
          decide.mutate(
            { id: person.id, decision, message: message.trim() || undefined },
            {
              onSuccess: () => {
                close()
                onDone(
                  decision === 'approve'
                    ? mailed
                      ? t('personActions.approvedMailed', { name })
                      : t('personActions.approved', { name })
                    : mailed
                      ? t('personActions.declinedMailed', { name })
                      : t('personActions.declined', { name }),
                )
              },
            },
          )
        })}
      >
        {person.email ? (
          <Textarea
            dir="auto"
            label={
              decision === 'approve'
                ? t('personActions.approveNote')
                : t('personActions.declineNote')
            }
            description={t('personActions.optional')}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            maxLength={1000}
            autosize
            minRows={2}
          />
        ) : null}
      </ConfirmModal>
    </Stack>
  )
}

/** The question before giving a person `role`, what the role may do, and what was done. */
const roleWords = {
  customer: {
    title: 'personActions.makeCustomer',
    text: 'personActions.customerDoes',
    done: 'personActions.isCustomer',
  },
  operator: {
    title: 'personActions.makeOperator',
    text: 'personActions.operatorDoes',
    done: 'personActions.isOperator',
  },
  admin: {
    title: 'personActions.makeAdmin',
    text: 'personActions.adminDoes',
    done: 'personActions.isAdmin',
  },
} as const satisfies Record<Role, unknown>

function RoleChange({ person, onDone }: ActionProps) {
  const t = useT()
  const [role, setRole] = useState<Role>(person.role)
  const change = usePeopleMutation(changeRole)
  const question = useQuestion(change)
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('personActions.role')}
      </Title>
      <Group gap="sm" align="flex-end">
        <NativeSelect
          label={t('personActions.newRole')}
          value={role}
          onChange={(event) => setRole(event.currentTarget.value as Role)}
          data={Object.entries(roleNames).map(([value, key]) => ({ value, label: t(key) }))}
        />
        <Button variant="default" disabled={role === person.role} onClick={question.ask}>
          {t('personActions.changeRole')}
        </Button>
      </Group>
      <ConfirmModal
        opened={question.opened}
        onClose={question.close}
        title={t(roleWords[role].title, { name: person.name })}
        text={t(roleWords[role].text)}
        confirmLabel={t('personActions.changeRole')}
        danger={role !== 'admin' && person.role !== 'customer'}
        pending={change.isPending}
        error={change.error}
        onSubmit={confirmed(() =>
          change.mutate(
            { id: person.id, role },
            {
              onSuccess: (changed) => {
                question.close()
                onDone(t(roleWords[changed.role].done, { name: changed.name }))
              },
            },
          ),
        )}
      />
    </Stack>
  )
}

// The shared rule, with a sentence that says what is missing.
const banSchema = banPersonSchema.pick({ reason: true }).extend({
  reason: z
    .string()
    .trim()
    .min(1, { error: () => translate('personActions.banWhy') })
    .max(500),
})

function Ban({ person, onDone }: ActionProps) {
  const t = useT()
  const ban = usePeopleMutation(banPerson)
  const form = useSchemaForm({ schema: banSchema, initialValues: { reason: '' } })
  const question = useQuestion(ban, form)
  return (
    <>
      <Button color="var(--mantine-color-error)" variant="outline" onClick={question.ask}>
        {t('personActions.banButton')}
      </Button>
      <ConfirmModal
        opened={question.opened}
        onClose={question.close}
        title={t('personActions.banTitle', { name: person.name })}
        text={t('personActions.banText', { name: person.name })}
        confirmLabel={t('personActions.ban')}
        danger
        pending={ban.isPending}
        error={ban.error}
        onSubmit={form.onSubmit((values) =>
          ban.mutate(
            { id: person.id, reason: values.reason },
            {
              onSuccess: () => {
                question.close()
                onDone(t('personActions.banned', { name: person.name }))
              },
            },
          ),
        )}
      >
        <Textarea
          label={t('personActions.reason')}
          dir="auto"
          description={t('personActions.reasonHint')}
          required
          maxLength={500}
          autosize
          minRows={2}
          data-autofocus
          {...form.getInputProps('reason')}
        />
      </ConfirmModal>
    </>
  )
}

function Unban({ person, onDone }: ActionProps) {
  const t = useT()
  const name = person.name
  return (
    <AskedAction
      run={unbanPerson}
      label={t('personActions.unban')}
      title={t('personActions.unbanTitle', { name })}
      text={t('personActions.unbanText', { name })}
      done={() => t('personActions.unbanned', { name })}
      person={person}
      onDone={onDone}
    />
  )
}

function RevokeSessions({ person, onDone }: ActionProps) {
  const t = useT()
  const name = person.name
  return (
    <AskedAction
      run={revokeSessions}
      label={t('personActions.signOut')}
      title={t('personActions.signOutTitle', { name })}
      text={t('personActions.signOutText', { name })}
      danger
      done={({ revoked }) =>
        revoked === 0
          ? t('personActions.notSignedIn', { name })
          : t('personActions.signedOut', { name, count: revoked })
      }
      person={person}
      onDone={onDone}
    />
  )
}

/** An action on the account that needs nothing but a yes: a button, its question, then what was done. */
function AskedAction<Output extends Person | { person: Person }>({
  run,
  label,
  title,
  text,
  danger = false,
  done,
  person,
  onDone,
}: ActionProps & {
  run: (input: { id: string }) => Promise<Output>
  label: string
  title: string
  text: string
  danger?: boolean
  done: (output: Output) => string
}) {
  const action = usePeopleMutation(run)
  const question = useQuestion(action)
  return (
    <>
      <Button variant="default" onClick={question.ask}>
        {label}
      </Button>
      <ConfirmModal
        opened={question.opened}
        onClose={question.close}
        title={title}
        text={text}
        confirmLabel={label}
        danger={danger}
        pending={action.isPending}
        error={action.error}
        onSubmit={confirmed(() =>
          action.mutate(
            { id: person.id },
            {
              onSuccess: (output) => {
                question.close()
                onDone(done(output))
              },
            },
          ),
        )}
      />
    </>
  )
}
