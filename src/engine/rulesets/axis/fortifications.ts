/** The seed's three fortification lines (§5.7) and whose infantry each doubles; apart from the schema so that battles start without zod. */
export const FORTIFICATIONS = {
  siegfried: { name: 'Siegfried Line', nation: 'Germany' },
  maginot: { name: 'Maginot Line', nation: 'France' },
  // §5.7.1: in Gibraltar every infantry unit has double defense, British or not.
  gibraltar: { name: 'Gibraltar', nation: null },
} as const
