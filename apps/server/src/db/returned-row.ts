/**
 * The one row a write's `returning()` answers: an insert always answers its row, and so does an
 * update of a row the caller holds. None is a bug, thrown as "`what` returned nothing".
 */
export async function returnedRow<Row>(rows: PromiseLike<Row[]>, what: string): Promise<Row> {
  const [row] = await rows
  if (!row) throw new Error(`${what} returned nothing`)
  return row
}
