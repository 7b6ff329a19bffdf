// Types for the parts of lib.mjs that TypeScript code (the server's test setup) uses.
export const root: string
export const serverEntry: string
export function serverBuildIsStale(): boolean
export function buildServerIfStale(): Promise<void>
export function buildWebIfStale(): Promise<void>
