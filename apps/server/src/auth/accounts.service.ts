import type { LocalSignInBody, LocalSignUpBody } from '@otto/shared/api/auth';
import type { Clock } from '../http/clock';
import { HttpError } from '../http/http-error';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.fns';
import type { SignInThrottle } from './sign-in-throttle';
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
const tooManyAttempts = (seconds: number) =>
  new HttpError(
    429,
    'too_many_sign_in_attempts',
    `Too many failed sign-in attempts for this account. Please try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`,
  );
/** The email belongs to a local account whose owner has not proven it: Google must not open that account. */
const passwordSignInRequired = () =>
  new HttpError(
    409,
    'password_sign_in_required',
    'An Otto account with this email already exists. Sign in with your email and password first, then continue with Google to link the two.',
  );

export function createAccountsService(deps: {
  users: UsersRepo;
  throttle: SignInThrottle;
  clock: Clock;
  /** The account whose referral link carries `code`, recorded on accounts made through it. */
  referrerOf?: (code: string) => Promise<string | undefined>;
}) {
  const { users, throttle, clock } = deps;
  const referredBy = async (code: string | undefined) =>
    code && deps.referrerOf ? ((await deps.referrerOf(code)) ?? null) : null;
  return {
    /** `referralCode`: the body's, else the one the visitor's cookie kept from the link. */
    async signUpLocal(body: LocalSignUpBody, cookieReferralCode?: string): Promise<UserRow> {
      if (await users.findByEmail(body.email)) throw emailTaken();
      const passwordHash = await hashPassword(body.password);
      const row = await users.insert({
        email: body.email,
        name: body.name || null,
        passwordHash,
        referredBy: await referredBy(body.referralCode ?? cookieReferralCode),
      });
      if (!row) throw emailTaken();
      return row;
    },

    /** Throttled per email (see sign-in-throttle.ts), whatever address the attempts come from. */
    async signInLocal(body: LocalSignInBody): Promise<UserRow> {
      const wait = throttle.retryAfterSeconds(body.email);
      if (wait > 0) throw tooManyAttempts(wait);
      const row = await users.findByEmail(body.email);
      const ok = await verifyPassword(body.password, row?.passwordHash ?? (await dummyPasswordHash()));
      if (!row?.passwordHash || !ok) {
        throttle.recordFailure(body.email);
        throw badCredentials();
      }
      throttle.recordSuccess(body.email);
      return row;
    },

    /**
     * Finds the account of a Google identity: by subject first, then by email. A local account
     * with the same email is linked only when its owner proved the address (verification link) or
     * is signed in to it right now (`signedInUserId`, having typed the password); otherwise the
     * user is asked to sign in with the password first. New accounts are verified by Google.
     */
    async signInWithGoogle(identity: GoogleIdentity, signedInUserId?: string, referralCode?: string): Promise<UserRow> {
      const email = identity.email?.trim().toLowerCase();
      const verifiedEmail = identity.emailVerified ? email : undefined;
      const known = await users.findByGoogleSub(identity.sub);
      if (known) {
        const changes: Parameters<UsersRepo['update']>[1] = {};
        if (!known.name && identity.name) changes.name = identity.name;
        if (!known.emailVerifiedAt && verifiedEmail === known.email) changes.emailVerifiedAt = clock.now();
        return Object.keys(changes).length > 0 ? users.update(known.id, changes) : known;
      }
      if (!verifiedEmail) {
        throw new HttpError(403, 'email_not_verified', 'Your Google account has no verified email address.');
      }
      const byEmail = await users.findByEmail(verifiedEmail);
      if (byEmail) {
        if (byEmail.googleSub) throw emailTaken();
        const provenHere = byEmail.id === signedInUserId;
        if (!byEmail.emailVerifiedAt && !provenHere) throw passwordSignInRequired();
        return users.update(byEmail.id, {
          googleSub: identity.sub,
          name: byEmail.name ?? identity.name ?? null,
          // Google has now proven the address to the signed-in owner as well.
          emailVerifiedAt: byEmail.emailVerifiedAt ?? clock.now(),
        });
      }
      const created = await users.insert({
        email: verifiedEmail,
        name: identity.name ?? null,
        googleSub: identity.sub,
        emailVerifiedAt: clock.now(),
        referredBy: await referredBy(referralCode),
      });
      if (created) return created;
      // Lost a race with a concurrent first sign-in of the same account.
      const again = await users.findByGoogleSub(identity.sub);
      if (!again) throw emailTaken();
      return again;
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
