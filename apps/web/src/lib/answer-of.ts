import { z } from 'zod'

/**
 * The schema of an API answer that carries one named thing (`{ booking: … }`, as the API's
 * answers do), read as that thing: `apiRequest(path, { schema: answerOf('booking', bookingSchema) })`
 * resolves to the booking itself.
 */
export const answerOf = <Key extends string, Schema extends z.ZodType>(key: Key, schema: Schema) =>
  z
    .object({ [key]: schema } as { [K in Key]: Schema })
    .transform((answer) => (answer as Record<Key, z.output<Schema>>)[key])
