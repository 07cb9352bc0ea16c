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
    globalSetup: ['scripts/vitest-build-cli.ts'],
    testTimeout: 60_000,
  },
})
