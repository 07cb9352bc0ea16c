/**
 * The Markdown of docs/rules/ as a tree, for React to render (never as HTML
 * text): ATX headings, paragraphs, bullet and numbered lists whose items run
 * on over indented lines, GFM tables, and inline code, bold, italics and
 * links. That is all the rule documents use; anything else reads as text.
 */

export type Inline =
  | { t: 'text'; text: string }
  | { t: 'code'; text: string }
  | { t: 'strong'; children: Inline[] }
  | { t: 'em'; children: Inline[] }
  | { t: 'link'; href: string; children: Inline[] }

export type Align = 'left' | 'center' | 'right' | null

export type Block =
  | { t: 'heading'; level: number; children: Inline[] }
  | { t: 'paragraph'; children: Inline[] }
  | { t: 'list'; ordered: boolean; items: Inline[][] }
  | { t: 'table'; align: Align[]; head: Inline[][]; rows: Inline[][][] }

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/
const ITEM = /^(?:[-*+]|(\d{1,9})[.)])\s+(.*)$/
const DELIMITER_CELL = /^\s*:?-+:?\s*$/

/** Splits a table line into its cells: pipes inside code spans or escaped (`\|`) do not split. */
export function tableCells(line: string): string[] {
  let s = line.trim()
  if (s.startsWith('|')) s = s.slice(1)
  if (s.endsWith('|') && !s.endsWith('\\|')) s = s.slice(0, -1)
  const cells: string[] = []
  let cell = ''
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!
    if (c === '\\' && s[i + 1] === '|') {
      cell += '|'
      i++
    } else if (c === '`') {
      const run = backtickRun(s, i)
      const end = s.indexOf(run, i + run.length)
      const stop = end < 0 ? i + run.length : end + run.length
      // GFM: an escaped pipe is a pipe in a code span too.
      cell += s.slice(i, stop).replace(/\\\|/g, '|')
      i = stop - 1
    } else if (c === '|') {
      cells.push(cell.trim())
      cell = ''
    } else cell += c
  }
  cells.push(cell.trim())
  return cells
}

function backtickRun(s: string, at: number): string {
  let end = at
  while (s[end] === '`') end++
  return s.slice(at, end)
}

function alignOf(cell: string): Align {
  const c = cell.trim()
  const left = c.startsWith(':')
  const right = c.endsWith(':')
  return left && right ? 'center' : right ? 'right' : left ? 'left' : null
}

const isDelimiterRow = (line: string) => line.includes('-') && tableCells(line).every((c) => DELIMITER_CELL.test(c))

/** Lines that start a block of their own, and so end a paragraph or a list item. */
function startsBlock(line: string): boolean {
  return HEADING.test(line) || ITEM.test(line) || line.trimStart().startsWith('|')
}

export function parseMarkdown(text: string): Block[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  const blocks: Block[] = []
  let i = 0
  while (i < lines.length) {
    const line = lines[i]!
    if (!line.trim()) {
      i++
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      blocks.push({ t: 'heading', level: heading[1]!.length, children: parseInline(heading[2]!) })
      i++
      continue
    }
    if (line.trimStart().startsWith('|') && i + 1 < lines.length && isDelimiterRow(lines[i + 1]!)) {
      const head = tableCells(line)
      const align = tableCells(lines[i + 1]!).map(alignOf)
      i += 2
      const rows: Inline[][][] = []
      while (i < lines.length && lines[i]!.trimStart().startsWith('|')) {
        const cells = tableCells(lines[i]!)
        // GFM: a row has as many cells as the header, missing ones empty, extra ones dropped.
        rows.push(head.map((_, k) => parseInline(cells[k] ?? '')))
        i++
      }
      blocks.push({ t: 'table', align: head.map((_, k) => align[k] ?? null), head: head.map(parseInline), rows })
      continue
    }
    const item = ITEM.exec(line)
    if (item) {
      const ordered = item[1] !== undefined
      const items: Inline[][] = []
      while (i < lines.length) {
        const m = ITEM.exec(lines[i]!)
        if (!m || (m[1] !== undefined) !== ordered) break
        let body = m[2]!
        i++
        // The item runs on over the lines after it until a blank line or a line that starts a block.
        while (i < lines.length && lines[i]!.trim() && !startsBlock(lines[i]!)) body += `\n${lines[i++]!.trim()}`
        items.push(parseInline(body))
        if (i < lines.length && !lines[i]!.trim() && i + 1 < lines.length && ITEM.test(lines[i + 1]!)) i++
      }
      blocks.push({ t: 'list', ordered, items })
      continue
    }
    let body = line.trim()
    i++
    while (i < lines.length && lines[i]!.trim() && !startsBlock(lines[i]!)) body += `\n${lines[i++]!.trim()}`
    blocks.push({ t: 'paragraph', children: parseInline(body) })
  }
  return blocks
}

/** Where the closing delimiter of an emphasis opened before `from` stands, skipping code spans; -1 when none. */
function closing(s: string, from: number, delim: string): number {
  for (let i = from; i < s.length; i++) {
    if (s[i] === '\\') {
      i++
      continue
    }
    if (s[i] === '`') {
      const run = backtickRun(s, i)
      const end = s.indexOf(run, i + run.length)
      if (end >= 0) i = end + run.length - 1
      else i += run.length - 1
      continue
    }
    if (!s.startsWith(delim, i) || /\s/.test(s[i - 1] ?? ' ')) continue
    // A single * closes only where it is not part of a ** (its own emphasis inside, or a bold one).
    if (delim === '*' && (s[i + 1] === '*' || s[i - 1] === '*')) {
      if (s[i + 1] === '*') i++
      continue
    }
    return i
  }
  return -1
}

/** Where the ] that closes a link text opened at `open` stands (brackets nest; code spans skipped); -1 when none. */
function closingBracket(s: string, open: number): number {
  let depth = 0
  for (let i = open; i < s.length; i++) {
    const c = s[i]
    if (c === '\\') i++
    else if (c === '`') {
      const run = backtickRun(s, i)
      const end = s.indexOf(run, i + run.length)
      i = end >= 0 ? end + run.length - 1 : i + run.length - 1
    } else if (c === '[') depth++
    else if (c === ']' && --depth === 0) return i
  }
  return -1
}

/** Where the ) that closes a link's destination opened at `open` stands (parentheses inside it balance); -1 when none. */
function closingParen(s: string, open: number): number {
  let depth = 0
  for (let i = open; i < s.length; i++) {
    if (s[i] === '\\') i++
    else if (s[i] === '(') depth++
    else if (s[i] === ')' && --depth === 0) return i
  }
  return -1
}

const ESCAPABLE = /[\\`*_[\]()#+\-.!|{}<>~]/

export function parseInline(s: string): Inline[] {
  const out: Inline[] = []
  let text = ''
  const flush = () => {
    if (text) out.push({ t: 'text', text })
    text = ''
  }
  let i = 0
  while (i < s.length) {
    const c = s[i]!
    if (c === '\\' && ESCAPABLE.test(s[i + 1] ?? '')) {
      text += s[i + 1]
      i += 2
      continue
    }
    if (c === '\n') {
      // A soft line break is a space.
      text += ' '
      i++
      continue
    }
    if (c === '`') {
      const run = backtickRun(s, i)
      const end = s.indexOf(run, i + run.length)
      if (end < 0) {
        text += run
        i += run.length
        continue
      }
      flush()
      let code = s.slice(i + run.length, end).replace(/\n/g, ' ')
      // CommonMark: one space on each side is stripped, so that `` `x` `` can show its backticks.
      if (code.length > 2 && code.startsWith(' ') && code.endsWith(' ') && code.trim()) code = code.slice(1, -1)
      out.push({ t: 'code', text: code })
      i = end + run.length
      continue
    }
    if (c === '*') {
      const delim = s[i + 1] === '*' ? '**' : '*'
      const inner = i + delim.length
      const end = /\s/.test(s[inner] ?? ' ') ? -1 : closing(s, inner, delim)
      if (end > inner) {
        flush()
        const children = parseInline(s.slice(inner, end))
        out.push(delim === '**' ? { t: 'strong', children } : { t: 'em', children })
        i = end + delim.length
        continue
      }
      text += delim
      i += delim.length
      continue
    }
    if (c === '[') {
      const close = closingBracket(s, i)
      const paren = close >= 0 && s[close + 1] === '(' ? closingParen(s, close + 1) : -1
      if (paren > 0) {
        flush()
        const href = s.slice(close + 2, paren).trim().replace(/^<(.*)>$/, '$1')
        out.push({ t: 'link', href, children: parseInline(s.slice(i + 1, close)) })
        i = paren + 1
        continue
      }
    }
    text += c
    i++
  }
  flush()
  return out
}

/** The words of inline content, as a reader sees them (code and link texts included). */
export function plainText(nodes: readonly Inline[]): string {
  return nodes.map((n) => (n.t === 'text' || n.t === 'code' ? n.text : plainText(n.children))).join('')
}
