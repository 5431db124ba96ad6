import type { UserRole } from '@otto/shared/user';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/http-error';

/** The signed-in user attached to a request by the auth plugin (auth/auth.plugin.ts). */
export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  subscriptionTier: string;
  /** 'staff' may use the staff-only settings; see auth/staff-role.ts. */
  role: UserRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** Anonymous calls to anything user-scoped answer 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Route-level `onRequest` guard: answers 401 before body validation runs, so anonymous
 * callers learn nothing about a route's payload.
 */
export async function signedInOnly(request: FastifyRequest): Promise<void> {
  requireUser(request);
}
