import { spawn, spawnSync } from 'node:child_process'

/** `npm run sim` as vite builds it for the tests (scripts/vitest-build-cli.ts): the same source, started without tsx. */
const BUILT = ['dist-test-cli/cli/sim.js']

/** `npm run sim -- …args`, waited for. */
export function sim(...args: string[]): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, [...BUILT, ...args], { encoding: 'utf8' })
  return { code: r.status, out: r.stdout, err: r.stderr }
}

/** `npm run sim -- …args` in the background, so that several run at once. */
export function simAsync(args: readonly string[], cwd?: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((done) => {
    const p = spawn(process.execPath, [...BUILT, ...args], { cwd })
    let out = ''
    let err = ''
    p.stdout.on('data', (d: Buffer) => (out += String(d)))
    p.stderr.on('data', (d: Buffer) => (err += String(d)))
    p.on('close', (code) => done({ code, out, err }))
  })
}
