import { z } from 'zod'
import { readAnswer } from '@/lib/api-client.ts'
import { authClient } from '@/lib/auth-client.ts'

const tokenSchema = z.object({ token: z.string().min(1) })

/** A fresh access JWT for this session (the jwt plugin's GET /token); 401 once the session is gone. */
export const getAccessToken = async () => readAnswer(tokenSchema, await authClient.token()).token
