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

  // Sign in, sign up
  'signin.title': 'Sign in',
  'signin.description':
    'Sign in to book a time, follow your bookings and quotes, and manage your account.',
  'signin.forgotTitle': 'Forgot your password?',
  'signin.forgotDescription':
    'Enter your e-mail address or phone number: we send you a link or a code to choose a new one.',
  'signin.resetTitle': 'Choose a new password',
  'signin.resetDescription': 'Pick a password you do not use anywhere else.',
  'signin.codeTitle': 'Sign in with a code',
  'signin.codeDescription': 'No password needed: we e-mail you a 6-digit code to sign in with.',
  'signin.ssoTitle': 'Sign in with SSO',
  'signin.ssoDescription':
    "Your business signs you in with its own account system: enter your work e-mail address and we take you to your organisation's sign-in page.",
  'signin.elsewhereFailedTitle': 'Signing in elsewhere did not work',
  'signin.elsewhereFailedText':
    'Signing in with Google, Apple, a wallet or your organisation did not finish. Please try again, or sign in with your e-mail address and password.',
  'signin.newHere': 'New here?',
  'signin.createAccount': 'Create an account',
  'signin.backToSignIn': 'Back to sign in',
  'signin.with': 'Sign in with',
  'signin.password': 'Password',
  'signin.showPassword': 'Show or hide the password',
  'signin.forgotLink': 'Forgot your password?',
  'signin.codeLink': 'Sign in with a code by e-mail',
  'signin.submit': 'Sign in',
  'signin.google': 'Continue with Google',
  'signin.apple': 'Continue with Apple',
  'signin.wallet': 'Sign in with a wallet',
  'signin.sso': 'Sign in with SSO',
  'signin.or': 'or',
  'signin.demoTitle': 'Demo accounts',
  'signin.demoText':
    'This is a demo: try the app as any of these people. Only this computer sees these passwords, and only until one of them is changed.',
  'signin.demoPassword': 'Password:',
  'signin.demoUse': 'Use this account',
  'signin.demoUseLabel': 'Use this account: {name}, {role}',
  'role.admin': 'Admin',
  'role.operator': 'Operator',
  'role.customer': 'Customer',
  'signup.title': 'Sign up',
  'signup.description':
    'Create an account to book times, ask for quotes and keep track of both in one place.',
  'signup.haveAccount': 'Already have an account?',
  'signup.signIn': 'Sign in',
  'signup.form': 'Create an account',
  'signup.fullName': 'Full name',
  'signup.with': 'Sign up with',
  'signup.emailDescription': 'We send a link to confirm it, which signs you in.',
  'signup.strongerPassword': 'Choose a stronger password, as explained above.',
  'signup.staffAccess': 'I run bookings for this business: ask for staff access',
  'signup.staffAccessDescription':
    "An administrator approves it. Until then your account works like a customer's.",
  'signup.submit': 'Create account',
  'contact.email': 'E-mail',
  'contact.phone': 'Phone',
  'contact.emailAddress': 'E-mail address',
  'contact.phoneNumber': 'Phone number',
  'contact.phoneDescription':
    'As you dial it. A number from another country starts with + and its country code.',
  'phoneCode.form': 'Confirm your phone number',
  'phoneCode.notConfirmed': 'Your phone number is not confirmed yet.',
  'phoneCode.sent':
    'We texted a 6-digit code to {number}. Enter it to confirm your number and sign in; it works for five minutes.',
  'phoneCode.sentAgain':
    'We texted a new 6-digit code to {number}. Enter it to confirm your number and sign in; it works for five minutes.',
  'phoneCode.label': 'Code from the text message',
  'phoneCode.submit': 'Confirm and sign in',
  'phoneCode.resend': 'Send a new code',
  'phoneCode.otherNumber': 'Use another number or password',
  'phoneCode.back': 'Back',

  // Anything else
  'notFound.title': 'Page not found',
  'notFound.text':
    'There is no page at this address. It may have moved, or the link may have a typo.',
  'notFound.home': 'Go to the home page',
  'notFound.book': 'Book a time',
  // Dates and times in sentences (lib/dates.ts)
  'dates.dayAtTime': '{day} at {time}',
  'dates.dayAndTime': '{day}, {time}',
  'dates.zoneTime': '{city} time',
  'dates.yourTime': '{time} your time',
  'dates.yourTimeOnDay': '{time} your time, {day}',
  'dates.span': '{day}, {start} to {end} ({zone})',
  'dates.spanForVisitor': '{span}; {visitor} ({zone})',
} as const

export type PublicMessages = typeof messages
