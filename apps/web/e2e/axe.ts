import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * Waits until nothing on the page is moving: two frames for a transition asked for but not begun
 * (Mantine's dialogs start their fade on the next frame), then each running transition or
 * animation that has an end (not a spinner's endless turn). Colours measured halfway through a
 * fade are not the colours anyone reads.
 */
async function stillPage(page: Page) {
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    const ending = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      )
    await Promise.allSettled(ending.map((animation) => animation.finished))
  })
}

/**
 * The serious and critical WCAG 2.1 A/AA violations axe finds on the page, readable in a diff;
 * the parts matching `exclude` (CSS selectors) left out.
 */
export async function seriousViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}) {
  await stillPage(page)
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  for (const selector of exclude) builder.exclude(selector)
  const results = await builder.analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
}
