import { config } from 'zod/v4/core'

// zod compiles its object checks with new Function, probing for it at the first parse: the page's CSP forbids eval,
// and the probe would be reported as a violation. Imported first by main.tsx, so that it runs before any module parses.
config({ jitless: true })
