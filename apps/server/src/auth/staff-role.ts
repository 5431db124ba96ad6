import type { UserRole } from '@otto/shared/user';
import type { UsersRepo } from './users.repo';

interface HasRole {
  id: string;
  email: string;
  role: UserRole | string;
}

/**
 * Staff is granted to the addresses in OTTO_STAFF_EMAILS (already lower-cased by the config) when
 * a user signs in or a session loads; it is written once, so the account keeps it. Removing an
 * address from the list does not revoke it: an operator changes `users.role` for that.
 */
export function createStaffRoleGrant(deps: { staffEmails: readonly string[]; users: Pick<UsersRepo, 'setRole'> }) {
  const staff = new Set(deps.staffEmails);
  return async function grantStaffRole<T extends HasRole>(user: T): Promise<T> {
    if (user.role === 'staff' || !staff.has(user.email.trim().toLowerCase())) return user;
    await deps.users.setRole(user.id, 'staff');
    return { ...user, role: 'staff' };
  };
}
export type GrantStaffRole = ReturnType<typeof createStaffRoleGrant>;
