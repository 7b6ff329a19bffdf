import {
  type AddStaffNote,
  bookingStorySchema,
  staffNoteSchema,
} from '@reserva/shared/booking-story'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client.ts'
import { apiQueryOptions } from '@/lib/api-query.ts'
import { bookingKeys } from '@/lib/query-keys.ts'

/** Under the booking's details: every change of bookings refetches it with them. */
const storyKey = (id: string) => [...bookingKeys.details(), 'story', id] as const

/** A booking's story for staff: what happened to it, staff's notes, and its customer. */
export const useBookingStory = (id: string) =>
  useQuery(
    apiQueryOptions(
      storyKey(id),
      `/api/v1/bookings/${encodeURIComponent(id)}/story`,
      bookingStorySchema,
    ),
  )

const noteAnswer = z.object({ note: staffNoteSchema }).transform(({ note }) => note)

/** Adds a note for staff to the booking; the story refetches with it (and its history line). */
export function useAddStaffNote(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (note: AddStaffNote) =>
      apiRequest(`/api/v1/bookings/${encodeURIComponent(id)}/notes`, {
        method: 'POST',
        body: note,
        schema: noteAnswer,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storyKey(id) }),
  })
}
