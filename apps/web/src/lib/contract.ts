// The contract's schemas, for what only an answer needs: imported lazily, with the first request
// whose answer they check, so that the first paint does not wait for them or for zod.
// zod's settings come first (zod-config.ts: in the build they sit in zod's own chunk).
import './zod-config.ts'
import { serviceSchema } from '@reserva/shared'
import { z } from 'zod'
import { answerOf } from './answer-of.ts'

export * from '@reserva/shared'

/** GET /api/v1/services: the services on offer (lib/get-services.ts). */
export const servicesAnswer = answerOf('services', z.array(serviceSchema))
