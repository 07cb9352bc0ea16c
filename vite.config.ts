import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { contentSecurityPolicy } from './scripts/csp.ts'

export default defineConfig({
  plugins: [react(), contentSecurityPolicy()],
  server: { port: 5173, strictPort: false },
  // Module workers, so that a worker's dynamic imports stay chunks of their own: an odds worker
  // loads a rule system's odds only when it serves a battle of that rule system.
  worker: { format: 'es' },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['src/testSetup.ts'],
    // Test files share their workers' modules: each file no longer loads the five engines, the odds
    // and the scenarios again (the suite took 414 s on the 2-core machine isolated, 248 s shared).
    // Tests make their own stores over their own storage, so nothing one file does reaches the next.
    isolate: false,
    globalSetup: ['scripts/vitest-build-cli.ts'],
    testTimeout: 60_000,
  },
})
