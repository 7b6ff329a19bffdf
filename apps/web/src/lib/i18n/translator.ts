// The translator is the contract's, so that the server writes its mails with the same one.
export * from '@reserva/shared/translator'
