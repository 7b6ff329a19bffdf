import { createContext, useContext } from 'react'

/** What the booking screen in the frame can ask of the frame around it (embed-app.tsx). */
export type Embedding = {
  /**
   * The visitor booked (or asked for a quote): tells the host page, by the reference. The page of
   * the site the flow goes to next (the booking's own) is then offered in a new tab, and the
   * frame shows the reference.
   */
  booked: (reference: string) => void
}

export const EmbeddingContext = createContext<Embedding | null>(null)

/** The frame the booking screen sits in; null outside the embed pages (tests). */
export const useEmbedding = () => useContext(EmbeddingContext)
