import { authStates, darkAuthStates } from './auth-states.ts'
import { test } from './fixtures.ts'
import { atScreenshotWidths, pictureState } from './screenshot-dir.ts'

// Pictures of the accounts screens for a person to look at: npm run screenshots (README, Test).

atScreenshotWidths('accounts screenshots', (width) => {
  for (const state of authStates) {
    test(state.name, async ({ page, allowHttpError }) => {
      await pictureState({ page, allowHttpError }, state, { width })
    })
  }
})

atScreenshotWidths(
  'accounts screenshots, dark',
  (width) => {
    for (const state of darkAuthStates()) {
      test(`${state.name} (dark)`, async ({ page, allowHttpError }) => {
        await pictureState(
          { page, allowHttpError },
          { ...state, name: `${state.name}-dark` },
          { width },
        )
      })
    }
  },
  { colorScheme: 'dark' },
)
