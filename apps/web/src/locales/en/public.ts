/**
 * English, the source: its keys are every language's keys, and its placeholders (`{name}`) and
 * plural messages (objects by Intl plural category) are what the others must have too
 * (locales.test.ts). The public area: what a visitor of the public pages can see.
 */
export const messages = {
  // The frame around every public screen
  'layout.metaDescription':
    'Book a time or ask for a quote online: see what is on offer, pick a slot that suits you and get a confirmation straight away.',
  'layout.skipLink': 'Skip to main content',
  'layout.home': 'Home',
  'layout.mainNav': 'Main',
  'layout.footerNav': 'Footer',
  'layout.menu': 'Menu',
  'layout.openMenu': 'Open navigation menu',
  'layout.closeMenu': 'Close navigation menu',
  'layout.signIn': 'Sign in',
  'layout.signUp': 'Sign up',
  'layout.useDark': 'Use dark colours',
  'layout.useLight': 'Use light colours',
  'layout.colours': 'Colours',
  'layout.coloursLight': 'Light',
  'layout.coloursDark': 'Dark',
  'layout.coloursSystem': 'System',
  'layout.language': 'Language',
  'account.language': 'Language',
  'layout.changeLanguage': '{language}, change the language',
  'layout.workspace': 'Workspace',
  'layout.workspaceWaiting': {
    one: 'Workspace, {count} needs attention',
    other: 'Workspace, {count} need attention',
  },
  'nav.book': 'Book',
  'nav.quote': 'Quote',
  'nav.about': 'About',
  'footer.bookATime': 'Book a time',
  'footer.askForAQuote': 'Ask for a quote',
  'footer.about': 'About',
  'footer.privacy': 'Privacy policy',
  'footer.contact': 'Contact',
  'footer.explore': 'Explore',
  'footer.noContact': 'Contact details are not available right now.',
  'contact.loadFailed': 'The contact details could not be loaded; please try again later.',
  'routeError.title': 'Something went wrong',
  'routeError.text':
    'This page could not be shown. Reloading usually fixes it; if it does not, please try again later.',
  'routeError.reload': 'Reload the page',

  'duration.none': 'none',

  // Home
  'home.bookATime': 'Book a time',
  'home.askForAQuote': 'Ask for a quote',
  'home.offerTitle': 'What we offer',
  'home.offerText': 'How long each service takes and what it costs, before you choose a time.',
  'home.howTitle': 'How it works',
  'home.howText': 'Booking takes three steps and a minute or two, whenever it suits you.',
  'home.step1Title': 'Choose a service',
  'home.step1Text': 'See everything on offer, how long each service takes and what it costs.',
  'home.step2Title': 'Pick a day and a time',
  'home.step2Text': 'Only times that are really free are shown.',
  'home.step2TextZone': 'Only times that are really free are shown, in the {zone} time zone.',
  'home.step3Title': 'Get your confirmation',
  'home.step3Text':
    'You get a booking reference straight away, and can change or cancel from your dashboard.',
  'home.tailoredTitle': 'Need something tailored?',
  'home.tailoredText':
    'Describe what you need, with photos or documents if they help, and we will send you a price. Accept the offer and it becomes a booking.',
  'home.requestQuote': 'Request a quote',
  'home.contactTitle': 'Get in touch',
  'home.contactText': 'Questions before you book? We are happy to help.',

  // The service cards: the home page's and the booking flow's first step
  'serviceList.quote': 'Priced per job',
  'serviceList.upTo': { one: 'Up to {count} person', other: 'Up to {count} people' },
  'serviceList.askQuote': 'Ask for a quote',
  'serviceList.askQuoteFor': 'Ask for a quote for {name}',
  'serviceList.book': 'Book',
  'serviceList.bookName': 'Book {name}',
  'serviceList.choose': 'Choose',
  'serviceList.chooseName': 'Choose {name}',

  // The one spinner while a screen's code loads
  'spinner.loading': 'Loading…',
} as const

export type PublicMessages = typeof messages
