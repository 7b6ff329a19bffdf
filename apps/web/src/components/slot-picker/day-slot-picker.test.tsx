import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { slot } from '@/testing/booking-fixtures.ts'
import { renderWithProviders } from '@/testing/render.tsx'
import { DaySlotPicker, type DaySlotPickerProps } from './day-slot-picker.tsx'

const ten = slot('2030-11-25T10:00:00.000Z', 60)
const eleven = slot('2030-11-25T11:00:00.000Z', 60)

const renderPicker = (props: Partial<DaySlotPickerProps> = {}) =>
  renderWithProviders(
    <DaySlotPicker
      dateLabel="Day"
      minDay="2030-11-20"
      day="2030-11-25"
      onDayChange={() => {}}
      legend="Free times"
      zone="UTC"
      slots={[ten, eleven]}
      loading={false}
      empty="No free times on this day."
      value={null}
      onChange={() => {}}
      {...props}
    />,
  )

describe('the day slot picker', () => {
  it('offers the day’s times as radios named by the time, and gives back the slot chosen', async () => {
    const onChange = vi.fn()
    renderPicker({ onChange })
    expect(screen.getByRole('group', { name: 'Free times' })).toBeTruthy()
    await userEvent.click(screen.getByRole('radio', { name: '11:00' }))
    expect(onChange).toHaveBeenLastCalledWith(eleven)
  })

  it('drops the chosen time when the day changes', () => {
    const onChange = vi.fn()
    const onDayChange = vi.fn()
    renderPicker({ onChange, onDayChange, value: ten.start })
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2030-11-26' } })
    expect(onDayChange).toHaveBeenCalledWith('2030-11-26')
    expect(onChange).toHaveBeenLastCalledWith(null)
  })

  it('says why there are no times: nothing to ask for yet, none that day, or the failure', () => {
    const { unmount } = renderPicker({ waiting: 'Choose a service first.' })
    expect(screen.getByText('Choose a service first.')).toBeTruthy()
    expect(screen.queryByRole('radio')).toBeNull()
    unmount()
    const second = renderPicker({ slots: [] })
    expect(screen.getByText('No free times on this day.')).toBeTruthy()
    second.unmount()
    renderPicker({ failure: <p>The times could not be loaded</p> })
    expect(screen.getByText('The times could not be loaded')).toBeTruthy()
    expect(screen.queryByRole('radio')).toBeNull()
  })

  it('ties the form’s note to the times', () => {
    renderPicker({ error: 'Choose a time' })
    const note = screen.getByRole('alert')
    expect(note.textContent).toBe('Choose a time')
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toBe(note.id)
  })
})
