import { defineConfig } from '@playwright/test'

/**
 * E2E_PORT runs a second suite beside the first (another engineer's, a helper's): its own port and its
 * own build folder, so that neither serves the other's build (a server found on the port is reused).
 */
const PORT = Number(process.env.E2E_PORT ?? 4173)
const OUT = PORT === 4173 ? 'dist-test' : `dist-test-${PORT}`
const SUFFIX = PORT === 4173 ? '' : `-${PORT}`

/**
 * End-to-end tests in the system Chromium (Debian package "chromium"): no test
 * tool downloads a browser here. SwiftShader gives headless Chromium a WebGL
 * that Pixi's WebGL renderer can use.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/e2e-artifacts${SUFFIX}`,
  timeout: 120_000,
  expect: { timeout: 15_000, toHaveScreenshot: { maxDiffPixelRatio: 0.03 } },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: `test-results/e2e${SUFFIX}.json` }]],
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--use-gl=angle',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // A test-mode build keeps the window.__battle hook; preview serves it as a user would get it.
    command: `npx vite build --mode test --outDir ${OUT} && npx vite preview --outDir ${OUT} --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
})
