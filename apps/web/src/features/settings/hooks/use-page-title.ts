import { useEffect } from 'react'
import { usePublicSettings } from '../api/get-public-settings.ts'

/** Sets `document.title` to "<page> · <business name>", or the business name alone for home. */
export function usePageTitle(page?: string) {
  const name = usePublicSettings().data?.name
  useEffect(() => {
    document.title = [page, name].filter(Boolean).join(' · ') || 'Reserva'
  }, [page, name])
}
