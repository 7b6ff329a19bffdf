import { Button, Group, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core'
import { banPersonSchema, type Person, type Role } from '@reserva/shared'
import { useState } from 'react'
import { z } from 'zod'
import { useQuestion } from '@/components/question-dialog.tsx'
import { useSchemaForm } from '@/lib/form.ts'
import { roleNames } from '@/lib/role-names.ts'
import {
  banPerson,
  changeRole,
  decideOperatorRequest,
  revokeSessions,
  unbanPerson,
  usePeopleMutation,
} from '../api/people.ts'
import { ConfirmModal, confirmed } from './confirm-modal.tsx'

type ActionProps = { person: Person; onDone: (message: string) => void }

/** What an admin can do to an account: each action is asked about first, then said to be done. */
export function PersonActions({
  person,
  activeSessions,
  onDone,
}: ActionProps & { activeSessions: number }) {
  return (
    <Stack gap="lg">
      {person.requestedRole === 'operator' ? (
        <OperatorRequest person={person} onDone={onDone} />
      ) : null}
      <RoleChange key={person.role} person={person} onDone={onDone} />
      <Stack gap="xs">
        <Title order={3} size="h4">
          Access
        </Title>
        <Text size="sm">
          {activeSessions === 0
            ? 'Signed in on no device now.'
            : `Signed in on ${activeSessions} ${activeSessions === 1 ? 'device' : 'devices'} now.`}
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
    </Stack>
  )
}

function OperatorRequest({ person, onDone }: ActionProps) {
  const [decision, setDecision] = useState<'approve' | 'decline' | null>(null)
  const [message, setMessage] = useState('')
  const decide = usePeopleMutation(decideOperatorRequest)
  const close = () => {
    setDecision(null)
    setMessage('')
    decide.reset()
  }
  const mailed = person.email ? ' and e-mailed' : ''
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Operator request
      </Title>
      <Text size="sm">
        {person.name} asked to be an operator when signing up: operators see and manage every
        booking and quote.
      </Text>
      <Group gap="sm">
        <Button onClick={() => setDecision('approve')}>Approve operator request</Button>
        <Button variant="default" onClick={() => setDecision('decline')}>
          Decline operator request
        </Button>
      </Group>
      <ConfirmModal
        opened={decision !== null}
        onClose={close}
        title={
          decision === 'approve'
            ? `Make ${person.name} an operator?`
            : `Decline ${person.name}'s request?`
        }
        text={
          decision === 'approve'
            ? `${person.name} becomes an operator${person.email ? ' and is told by e-mail' : ''}.`
            : `${person.name} stays a customer${person.email ? ' and is told by e-mail' : ''}.`
        }
        confirmLabel={decision === 'approve' ? 'Approve' : 'Decline'}
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
                    ? `${person.name} is an operator now${mailed ? ', and has been e-mailed' : ''}.`
                    : `${person.name}'s request was declined${mailed}.`,
                )
              },
            },
          )
        })}
      >
        {person.email ? (
          <Textarea
            label={decision === 'approve' ? 'A note in the e-mail' : 'Why, in the e-mail'}
            description="Optional."
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

const roleEffects: Record<Role, string> = {
  customer: 'books and asks for quotes for themselves only',
  operator: 'sees and manages every booking and quote',
  admin: 'can do everything, including changing other people’s roles',
}

function RoleChange({ person, onDone }: ActionProps) {
  const [role, setRole] = useState<Role>(person.role)
  const change = usePeopleMutation(changeRole)
  const question = useQuestion(change)
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Role
      </Title>
      <Group gap="sm" align="flex-end">
        <NativeSelect
          label="New role"
          value={role}
          onChange={(event) => setRole(event.currentTarget.value as Role)}
          data={Object.entries(roleNames).map(([value, label]) => ({ value, label }))}
        />
        <Button variant="default" disabled={role === person.role} onClick={question.ask}>
          Change role
        </Button>
      </Group>
      <ConfirmModal
        opened={question.opened}
        onClose={question.close}
        title={`Make ${person.name} ${role === 'admin' ? 'an' : 'a'} ${roleNames[role].toLowerCase()}?`}
        text={`A ${roleNames[role].toLowerCase()} ${roleEffects[role]}.`}
        confirmLabel="Change role"
        danger={role !== 'admin' && person.role !== 'customer'}
        pending={change.isPending}
        error={change.error}
        onSubmit={confirmed(() =>
          change.mutate(
            { id: person.id, role },
            {
              onSuccess: (changed) => {
                question.close()
                onDone(`${changed.name} is ${roleNames[changed.role].toLowerCase()} now.`)
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
  reason: z.string().trim().min(1, 'Say why this person is banned').max(500),
})

function Ban({ person, onDone }: ActionProps) {
  const ban = usePeopleMutation(banPerson)
  const form = useSchemaForm({ schema: banSchema, initialValues: { reason: '' } })
  const question = useQuestion(ban, form)
  return (
    <>
      <Button color="var(--mantine-color-error)" variant="outline" onClick={question.ask}>
        Ban…
      </Button>
      <ConfirmModal
        opened={question.opened}
        onClose={question.close}
        title={`Ban ${person.name}?`}
        text={`${person.name} is signed out everywhere and cannot sign in until an admin lifts the ban.`}
        confirmLabel="Ban"
        danger
        pending={ban.isPending}
        error={ban.error}
        onSubmit={form.onSubmit((values) =>
          ban.mutate(
            { id: person.id, reason: values.reason },
            {
              onSuccess: () => {
                question.close()
                onDone(`${person.name} is banned and signed out everywhere.`)
              },
            },
          ),
        )}
      >
        <Textarea
          label="Reason"
          description="Kept with the ban; other admins see it."
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
  return (
    <AskedAction
      run={unbanPerson}
      label="Lift the ban"
      title={`Lift ${person.name}'s ban?`}
      text={`${person.name} can sign in again.`}
      done={() => `${person.name}'s ban is lifted: they can sign in again.`}
      person={person}
      onDone={onDone}
    />
  )
}

function RevokeSessions({ person, onDone }: ActionProps) {
  return (
    <AskedAction
      run={revokeSessions}
      label="Sign out everywhere"
      title={`Sign ${person.name} out everywhere?`}
      text={`Every device ${person.name} is signed in on is signed out; they can sign in again.`}
      danger
      done={({ revoked }) =>
        revoked === 0
          ? `${person.name} was not signed in anywhere.`
          : `${person.name} is signed out of ${revoked} ${revoked === 1 ? 'session' : 'sessions'}.`
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
