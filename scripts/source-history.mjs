// Comments say what the code does and why, in the present tense (STYLE rule 13): the history of
// benchmark runs belongs in bench/RESULTS.md and in commit messages. Fails when a comment in the
// apps, the shared package, the scripts or the benchmarks points at a run: the results file
// named with a date, a clock time or a working session, or a session named by its ordinal in
// parentheses or after a date. A pointer to the results file alone is fine, and so are dates in
// examples. Also fails when bench/RESULTS.md grows past 300 lines. Run by `npm test` (the
// "history" check) and by hand: node scripts/source-history.mjs
import fs from 'node:fs'
import path from 'node:path'
import { root } from './lib.mjs'

const dirs = ['apps/server/src', 'apps/web/src', 'packages/shared/src', 'scripts', 'bench']
const counted = (file) => /\.(ts|tsx|mts|mjs|css)$/.test(file)
// Files whose comments another change is rewriting: listed, not failed. Take one off once clean.
const pending = new Set([])

const ordinal =
  '(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|' +
  '(?:thir|four|fif|six|seven|eigh|nine)teenth|twentieth|twenty-[a-z]+|thirtieth|\\d+(?:st|nd|rd|th))'
const date = '20\\d\\d-\\d\\d-\\d\\d'
const rules = [
  {
    why: 'points at a run in bench/RESULTS.md',
    // What follows the file's name in the same clause: "RESULTS.md, <date> <session>".
    test: (text) =>
      new RegExp(
        `RESULTS\\.md[^.;)]{0,50}?(?:${date}|\\b[0-2]\\d:[0-5]\\d\\b|\\b${ordinal} session\\b|\\bsession \\d)`,
        'i',
      ).test(text),
  },
  {
    why: 'names a session by its number',
    test: (text) =>
      new RegExp(`\\(${ordinal} session\\)|${date}[^.;]{0,40}\\b${ordinal} session\\b`, 'i').test(
        text,
      ),
  },
]

/** The comments of a file, each with the line it starts on; consecutive line comments are one. */
function commentsOf(text) {
  const comments = []
  let current = null
  let inBlock = false
  text.split('\n').forEach((line, index) => {
    const trimmed = line.trim()
    let comment = null
    if (inBlock) {
      comment = trimmed
      if (trimmed.includes('*/')) inBlock = false
    } else if (trimmed.startsWith('//') || trimmed.startsWith('/*')) {
      comment = trimmed
      if (trimmed.startsWith('/*') && !trimmed.includes('*/')) inBlock = true
    } else {
      const trailing = line.match(/\s\/\/\s(.*)$/)
      if (trailing) comments.push({ line: index + 1, text: trailing[1] })
    }
    if (comment === null) {
      current = null
      return
    }
    if (!current) {
      current = { line: index + 1, text: '' }
      comments.push(current)
    }
    current.text += ` ${comment.replace(/^(\/\/+|\/\*+|\*+\/?)/, '').trim()}`
    if (!inBlock && trimmed.includes('*/')) current = null
  })
  return comments
}

const found = []
const waiting = []
for (const dir of dirs) {
  for (const entry of fs.readdirSync(path.join(root, dir), { recursive: true })) {
    const file = path.join(dir, String(entry))
    if (file.includes('node_modules') || !counted(file)) continue
    if (!fs.statSync(path.join(root, file)).isFile()) continue
    for (const comment of commentsOf(fs.readFileSync(path.join(root, file), 'utf8'))) {
      for (const rule of rules) {
        if (!rule.test(comment.text)) continue
        const where = `- ${file}:${comment.line}: ${rule.why}`
        if (pending.has(file)) waiting.push(where)
        else found.push(where)
      }
    }
  }
}
if (waiting.length > 0) {
  console.log(`Still to be cleaned where they are being rewritten:\n${waiting.join('\n')}`)
}
if (found.length > 0) {
  console.error(
    `Comments that tell the history of runs (say what and why; figures go in bench/RESULTS.md):\n${found.join('\n')}`,
  )
  process.exitCode = 1
} else {
  console.log(`No comment of ${dirs.join(', ')} tells the history of a benchmark run.`)
}

// bench/RESULTS.md holds each benchmark's current figures, not their history (git keeps that).
const resultsLines = fs.readFileSync(path.join(root, 'bench/RESULTS.md'), 'utf8').split('\n').length
if (resultsLines > 300) {
  console.error(
    `bench/RESULTS.md has ${resultsLines} lines (at most 300): keep each benchmark's current table; older runs live in git.`,
  )
  process.exitCode = 1
}
