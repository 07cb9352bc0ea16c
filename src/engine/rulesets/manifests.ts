/**
 * The rule systems: one line each. A rule system is its folder and this line;
 * nothing else in the project names it (src/engine/rulesets/boundary.test.ts
 * checks that).
 */
export { manifest as grand } from './grand/manifest.ts'
export { manifest as axis } from './axis/manifest.ts'
export { manifest as napoleonic } from './napoleonic/manifest.ts'
export { manifest as korea } from './korea/manifest.ts'
export { manifest as firegroups } from './firegroups/manifest.ts'
export { manifest as duel } from './duel/manifest.ts'
