import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client.ts'

const sentAnswer = z.object({ sent: z.literal(true) })

/** Mails the customer a new manage link of the booking; earlier ones stop working. */
export const useSendManageLink = () =>
  useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/v1/bookings/${encodeURIComponent(id)}/manage-link`, {
        method: 'POST',
        schema: sentAnswer,
      }),
  })
