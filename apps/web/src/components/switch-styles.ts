/**
 * An off switch is a grey track on white: Mantine's border there is 1.2:1, too faint to see the
 * control at all (WCAG 1.4.11 asks 3:1 for a control's edge). Grey 6 is 3.3:1.
 */
export const switchStyles = { track: { borderColor: 'var(--mantine-color-gray-6)' } }
