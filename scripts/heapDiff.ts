/**
 * `npx tsx scripts/heapDiff.ts a.heapsnapshot b.heapsnapshot [N]`: what grew
 * between two heap snapshots (npm run soak -- --snapshots DIR writes them):
 * the self size by V8's node type, then the N (default 40) groups of nodes
 * (type and constructor or name) that grew most. Strings and closures are
 * grouped by type alone: their names are their contents.
 */
import { readFileSync } from 'node:fs'

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }
  nodes: number[]
  strings: string[]
}

type Groups = Map<string, { n: number; size: number }>

const NAMELESS = new Set(['string', 'concatenated string', 'sliced string', 'closure', 'number'])

function groups(file: string): Groups {
  const j = JSON.parse(readFileSync(file, 'utf8')) as Snapshot
  const fields = j.snapshot.meta.node_fields
  const types = j.snapshot.meta.node_types[0]
  const width = fields.length
  const [iType, iName, iSize] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f)) as [number, number, number]
  const out: Groups = new Map()
  for (let i = 0; i < j.nodes.length; i += width) {
    const type = types[j.nodes[i + iType]!]!
    const name = NAMELESS.has(type) ? '' : j.strings[j.nodes[i + iName]!]!.slice(0, 60)
    const key = `${type} | ${name}`
    const g = out.get(key) ?? { n: 0, size: 0 }
    g.n++
    g.size += j.nodes[i + iSize]!
    out.set(key, g)
  }
  return out
}

function byType(g: Groups): Map<string, number> {
  const out = new Map<string, number>()
  for (const [key, { size }] of g) {
    const type = key.split(' | ')[0]!
    out.set(type, (out.get(type) ?? 0) + size)
  }
  return out
}

const [fileA, fileB, top = '40'] = process.argv.slice(2)
if (!fileA || !fileB) {
  process.stderr.write('usage: npx tsx scripts/heapDiff.ts a.heapsnapshot b.heapsnapshot [N]\n')
  process.exit(2)
}
const a = groups(fileA)
const b = groups(fileB)
const kb = (n: number) => `${(n / 1024).toFixed(0).padStart(8)} KB`
const total = (g: Groups) => [...g.values()].reduce((s, x) => s + x.size, 0)
const lines = [`${fileA} → ${fileB}: ${kb(total(a))} → ${kb(total(b))}`, 'by node type:']
const ta = byType(a)
const tb = byType(b)
for (const t of [...new Set([...ta.keys(), ...tb.keys()])].sort((x, y) => (tb.get(y) ?? 0) - (tb.get(x) ?? 0))) lines.push(`  ${t.padEnd(20)} ${kb(ta.get(t) ?? 0)} → ${kb(tb.get(t) ?? 0)}`)
lines.push('grew most (size, count, type | name):')
const rows = [...new Set([...a.keys(), ...b.keys()])].map((k) => ({ k, size: (b.get(k)?.size ?? 0) - (a.get(k)?.size ?? 0), n: (b.get(k)?.n ?? 0) - (a.get(k)?.n ?? 0) }))
for (const r of rows.sort((x, y) => y.size - x.size).slice(0, Number(top))) lines.push(`  ${kb(r.size)} ${String(r.n).padStart(7)}  ${r.k}`)
process.stdout.write(lines.join('\n') + '\n')
