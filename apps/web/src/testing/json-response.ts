/** A JSON `Response` as the server sends it; its own file so fixtures and the fetch stub share it. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** An error as the server answers it (the contract's `{ error: { code, message, details? } }`). */
export const errorResponse = (
  status: number,
  error: { code: string; message: string; details?: unknown },
) => jsonResponse({ error }, status)
