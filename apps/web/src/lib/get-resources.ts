import { resourceSchema } from '@reserva/shared'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { answerOf } from './answer-of.ts'
import { apiQueryOptions } from './api-query.ts'
import { resourceKeys } from './query-keys.ts'

const resourcesAnswer = answerOf('resources', z.array(resourceSchema))

/**
 * Resources with their weekly hours, date overrides and time off (staff). Here rather than in
 * features/catalogue: the catalogue edits them and the bookings calendar lays its lanes out by
 * them, and features do not import each other (as with get-services.ts).
 */
export const useResources = () =>
  useQuery(apiQueryOptions(resourceKeys.list(), '/api/v1/resources', resourcesAnswer))
