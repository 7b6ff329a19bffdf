/** What a calendar's "new event" page is filled in with. */
export interface CalendarLinkEvent {
  title: string
  /** Instants, ISO 8601. */
  start: string
  end: string
  details: string
  /** Where it is; left out when empty. */
  location: string
}

/** YYYYMMDDTHHMMSSZ: an instant as Google Calendar's `dates` takes it. */
const compact = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** Each value percent-encoded (a space as %20: Outlook shows a + as it is). */
const query = (params: Record<string, string>) =>
  Object.entries(params)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&')

/**
 * Links that open Google Calendar's and Outlook.com's page for a new event, filled in: the two
 * calendars most people use online, which take no .ics file from a web page.
 */
export function calendarLinks(event: CalendarLinkEvent) {
  return {
    google: `https://calendar.google.com/calendar/render?${query({
      action: 'TEMPLATE',
      text: event.title,
      dates: `${compact(event.start)}/${compact(event.end)}`,
      details: event.details,
      location: event.location,
    })}`,
    outlook: `https://outlook.live.com/calendar/0/action/compose?${query({
      subject: event.title,
      startdt: new Date(event.start).toISOString(),
      enddt: new Date(event.end).toISOString(),
      body: event.details,
      location: event.location,
    })}`,
  }
}
