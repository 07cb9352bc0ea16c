import { execFileSync } from 'node:child_process'

/**
 * Vitest's global setup: builds `npm run sim` once (src/cli/simTestkit.ts
 * runs the built file). Through tsx each of the CLI tests' hundred-odd runs spent a
 * second or more (two to four on the loaded CI machine) compiling the engine
 * before its first line; the built file starts in a tenth of that. One test
 * (src/cli/sim.test.ts) still runs the CLI through tsx, as npm run sim does.
 * Built two folders deep, as src/cli/sim.ts is: it finds the walkthroughs at
 * ../../assets from its own place.
 */
export default function buildCli(): void {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--ssr', 'src/cli/sim.ts', '--outDir', 'dist-test-cli/cli', '--emptyOutDir', '--logLevel', 'error'], { stdio: 'inherit' })
}
