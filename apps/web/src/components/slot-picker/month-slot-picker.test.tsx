import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import {
  eachTestAtNow,
  safetyCheck,
  safetyCheckSlots,
  slotsHandler,
  slotsPath,
} from '@/testing/booking-fixtures.ts'
import { stubFetch } from '@/testing/fetch-stub.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { MonthSlotPicker } from './month-slot-picker.tsx'

eachTestAtNow()

function Picker({
  visitorZone = 'Europe/London',
  initialDay = '2030-11-25',
  onChoose = () => {},
}: {
  visitorZone?: string
  initialDay?: string | null
  onChoose?: (start: string) => void
}) {
  const [day, setDay] = useState<string | null>(initialDay)
  return (
    <MonthSlotPicker
      source={{ serviceId: safetyCheck.id }}
      capacity={1}
      businessZone="Europe/London"
      visitorZone={visitorZone}
      day={day}
      onDayChange={setDay}
      selectedStart={null}
      onChoose={(slot) => onChoose(slot.start)}
    />
  )
}

const server = () => stubFetch({ [slotsPath(safetyCheck.id)]: slotsHandler(safetyCheckSlots) })
const slotRequests = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith(slotsPath(safetyCheck.id)))

describe('the month slot picker', () => {
  it('asks for the month on screen and marks the days that have free times', async () => {
    const fetchMock = server()
    renderWithProviders(<Picker />)

    const grid = await screen.findByRole('grid', { name: 'November 2030' })
    const monday = await within(grid).findByRole('button', {
      name: 'Monday 25 November 2030, 3 free times',
    })
    expect(monday.getAttribute('aria-disabled')).toBeNull()
    expect(monday.getAttribute('aria-pressed')).toBe('true')
    const tuesday = within(grid).getByRole('button', {
      name: 'Tuesday 26 November 2030, 1 free time',
    })
    expect(tuesday.getAttribute('aria-pressed')).toBe('false')
    const wednesday = within(grid).getByRole('button', {
      name: 'Wednesday 27 November 2030, no free times',
    })
    expect(wednesday.getAttribute('aria-disabled')).toBe('true')
    expect(
      within(grid)
        .getByRole('button', { name: /^Wednesday 20 November 2030/ })
        .getAttribute('aria-current'),
    ).toBe('date')
    expect(slotRequests(fetchMock)).toEqual([
      `${slotsPath(safetyCheck.id)}?from=2030-11-01&to=2030-11-30`,
    ])
  })

  it('names each time with its full date and time in the business’s zone', async () => {
    server()
    renderWithProviders(<Picker />)

    const slot = await screen.findByRole('button', {
      name: 'Monday 25 November 2030, 10:30 to 11:00 (Europe/London)',
    })
    expect(slot.textContent).toBe('10:30')
    expect(screen.getByRole('heading', { name: 'Monday 25 November' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Morning' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Afternoon' })).toBeTruthy()
    expect(screen.queryByText(/your time/)).toBeNull()
  })

  it('shows the visitor’s own time as well when their zone differs', async () => {
    server()
    renderWithProviders(<Picker visitorZone="America/New_York" />)

    const slot = await screen.findByRole('button', {
      name: 'Monday 25 November 2030, 10:30 to 11:00 (Europe/London); 05:30 your time (America/New_York)',
    })
    // Shown with the time, outside the button's own text (its name already says it).
    expect(slot.textContent).toBe('10:30')
    expect(slot.closest('li')?.textContent).toBe('10:3005:30 your time')
    expect(
      screen.getByText(
        /Times are in London time \(Europe\/London\)\. Your own time \(America\/New_York\)/,
      ),
    ).toBeTruthy()
  })

  it('chooses the first day with free times when none is chosen yet', async () => {
    server()
    renderWithProviders(<Picker initialDay={null} />)

    expect(
      await screen.findByRole('button', {
        name: 'Monday 25 November 2030, 3 free times',
        pressed: true,
      }),
    ).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'Monday 25 November' })).toBeTruthy()
  })

  it('is operated by keyboard: arrows move between days, Enter chooses, Page Down turns the month', async () => {
    const fetchMock = server()
    const onChoose = vi.fn()
    renderWithProviders(<Picker onChoose={onChoose} />)
    const user = userEvent.setup()

    const monday = await screen.findByRole('button', {
      name: 'Monday 25 November 2030, 3 free times',
    })
    // The grid is one stop in the tab order: the chosen day.
    expect(monday.tabIndex).toBe(0)
    expect(screen.getByRole('button', { name: /^Tuesday 26 November 2030/ }).tabIndex).toBe(-1)
    monday.focus()

    await user.keyboard('{ArrowRight}')
    const tuesday = screen.getByRole('button', { name: 'Tuesday 26 November 2030, 1 free time' })
    expect(document.activeElement).toBe(tuesday)
    await user.keyboard('{Enter}')
    expect(tuesday.getAttribute('aria-pressed')).toBe('true')
    expect(await screen.findByRole('heading', { name: 'Tuesday 26 November' })).toBeTruthy()

    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Tuesday 3 December 2030, /)
    await screen.findByRole('grid', { name: 'December 2030' })
    await waitFor(() =>
      expect(slotRequests(fetchMock)).toContain(
        `${slotsPath(safetyCheck.id)}?from=2030-12-01&to=2030-12-31`,
      ),
    )
    await user.keyboard('{PageUp}')
    await screen.findByRole('grid', { name: 'November 2030' })
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Sunday 3 November 2030/)

    // Tab leaves the grid for the times; Enter on one chooses it.
    await user.tab()
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Tuesday 26 November 2030, 09:00 to 09:30 (Europe/London)',
    )
    await user.keyboard('{Enter}')
    expect(onChoose).toHaveBeenCalledWith('2030-11-26T09:00:00.000Z')
  })
})
