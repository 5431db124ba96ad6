import type { LocalSignInBody, LocalSignUpBody } from '@otto/shared/api/auth';
import { HttpError } from '../http/http-error';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.fns';
import type { UserRow, UsersRepo } from './users.repo';

/** What Otto keeps from a Google ID token (or its userinfo answer). */
export interface GoogleIdentity {
  sub: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
}

const emailTaken = () => new HttpError(409, 'email_taken', 'An account with this email already exists.');
// One answer for an unknown email and a wrong password: the form must not reveal who has an account.
const badCredentials = () => new HttpError(401, 'invalid_credentials', 'Incorrect email or password.');

export function createAccountsService(deps: { users: UsersRepo }) {
  const { users } = deps;
  return {
    async signUpLocal(body: LocalSignUpBody): Promise<UserRow> {
      if (await users.findByEmail(body.email)) throw emailTaken();
      const passwordHash = await hashPassword(body.password);
      const row = await users.insert({ email: body.email, name: body.name || null, passwordHash });
      if (!row) throw emailTaken();
      return row;
    },

    async signInLocal(body: LocalSignInBody): Promise<UserRow> {
      const row = await users.findByEmail(body.email);
      const ok = await verifyPassword(body.password, row?.passwordHash ?? (await dummyPasswordHash()));
      if (!row?.passwordHash || !ok) throw badCredentials();
      return row;
    },

    /**
     * Finds the account of a Google identity: by subject first, then by verified email (linking
     * an existing local account), else creates one.
     */
    async signInWithGoogle(identity: GoogleIdentity): Promise<UserRow> {
      const known = await users.findByGoogleSub(identity.sub);
      if (known) {
        return !known.name && identity.name ? users.update(known.id, { name: identity.name }) : known;
      }
      const email = identity.email?.trim().toLowerCase();
      if (!email || !identity.emailVerified) {
        throw new HttpError(403, 'email_not_verified', 'Your Google account has no verified email address.');
      }
      const byEmail = await users.findByEmail(email);
      if (byEmail) {
        if (byEmail.googleSub) throw emailTaken();
        return users.update(byEmail.id, { googleSub: identity.sub, name: byEmail.name ?? identity.name ?? null });
      }
      const created = await users.insert({ email, name: identity.name ?? null, googleSub: identity.sub });
      if (created) return created;
      // Lost a race with a concurrent first sign-in of the same account.
      const again = await users.findByGoogleSub(identity.sub);
      if (!again) throw emailTaken();
      return again;
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
