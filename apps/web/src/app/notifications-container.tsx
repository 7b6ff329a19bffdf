// Mantine's notifications container, on its own module so that the provider can load it after the
// first paint and scripts/js-budget.mjs can name it.
export { Notifications } from '@mantine/notifications'
