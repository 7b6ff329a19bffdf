import { AppError } from '../lib/errors.ts'

/**
 * The SQLSTATE of a database error, wherever it sits: node-postgres and PGlite put it on the
 * error as `code`; Drizzle wraps theirs in a DrizzleQueryError whose `cause` is the original.
 */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * SQLSTATE class 22, "data exception": the database refused a value (22021 a byte sequence it
 * cannot store such as NUL, 22P05 an unsupported Unicode escape in jsonb, 22007/22008 a bad or
 * out-of-range date, 22003 a number out of range, 22001 a string too long…). The value came from
 * the request, so the answer is a 400; the schemas in packages/shared are meant to refuse such
 * values first, so reaching this means one of them is missing a bound.
 */
export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false
}

/** The 400 a data exception becomes (issue #8): never a 500 for bad input. */
export function dataExceptionError() {
  return new AppError({
    code: 'validation_failed',
    message: 'Some of the request is not valid',
  })
}
