import { startReceiver, webhooksJourney } from './webhooks-journey.ts'

// An admin adds a webhook, sends test events a receiver verifies, and reads the delivery log.

startReceiver()
webhooksJourney('journey', async () => {})
