/**
 * What the admin's people module publishes (docs/decisions/006-domain-events.md): facts a
 * subscriber cannot read back from the person's row.
 */
declare module '../../lib/domain-events.ts' {
  interface DomainEvents {
    /** An admin answered a sign-up's request to be an operator. */
    'person.operator_request_decided': {
      personId: string
      decision: 'approve' | 'decline'
      /** What the admin wrote to the person, if anything (it is kept in the audit row too). */
      message?: string | undefined
    }
  }
}

export {}
