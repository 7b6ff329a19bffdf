import { createContext, useContext } from 'react'

/**
 * What the booking pages can do when they sit in a frame on another site (/embed/…, decision
 * 042): the flow tells the host page about a booking or a quote request it made, by its reference.
 */
export type Embedding = {
  /** The visitor booked (or asked for a quote): tells the host page and shows it in the frame. */
  booked: (reference: string) => void
}

export const EmbeddingContext = createContext<Embedding | null>(null)

/** The frame the booking pages are embedded in, or null on Reserva's own site. */
export const useEmbedding = () => useContext(EmbeddingContext)
