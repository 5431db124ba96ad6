import { importsConfigSchema } from './cloud-import';
import { z } from 'zod';
import type { SignInTrigger } from '../ui-text';
import { ottoStageSchema } from '../stage';
import { billingClientConfigSchema } from './billing';
import { userSchema } from '../user';

/** Emails are compared case-insensitively: store and look them up trimmed and lower-cased. */
const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address.' }).max(254));

export const minPasswordLength = 8;

export const localSignUpBodySchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(minPasswordLength, { error: `Password must be at least ${minPasswordLength} characters.` })
    .max(200, { error: 'Password must be at most 200 characters.' }),
  name: z.string().trim().max(100).optional(),
  /** The code of the referral link the visitor arrived with (the `otto_ref` cookie is read too). */
  referralCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{4,32}$/)
    .optional(),
});
export type LocalSignUpBody = z.infer<typeof localSignUpBodySchema>;

export const localSignInBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: 'Please enter your password.' }).max(200),
});
export type LocalSignInBody = z.infer<typeof localSignInBodySchema>;

/**
 * What opened the sign-in dialog (see `signInHeaderFor` in ui-text). 'start_ftux' returns to
 * `/?demo=start` after sign-in.
 */
export const signInTriggers = [
  'start_import',
  'add_files',
  'start_ftux',
  'export',
  'clone',
  'other',
] as const satisfies readonly SignInTrigger[];
export const signInTriggerSchema = z.enum(signInTriggers);

export const googleSignInQuerySchema = z.object({
  // Unknown triggers from older clients still sign in; they just return to the root.
  trigger: z
    .string()
    .max(40)
    .optional()
    .transform((t) => signInTriggerSchema.safeParse(t).data),
});

export const authProvidersSchema = z.object({ google: z.boolean(), local: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;

export const authSessionResponseSchema = z.object({
  user: userSchema.nullable(),
  providers: authProvidersSchema,
  /** The server's OTTO_STAGE: non-production stages show the developer tools. */
  stage: ottoStageSchema,
  /** Where users are told to write when something fails (the server's SUPPORT_EMAIL). */
  supportEmail: z.string(),
  /** Whether billing runs on this server and how the web app reaches Stripe (off when self-hosted without a key). */
  billing: billingClientConfigSchema,
  /** The import sources this server is set up for; absent: only local files and video links. */
  imports: importsConfigSchema.optional(),
  /** This server is `otto desktop` on the user's own machine: processing estimates are halved (spec §9). */
  desktopApp: z.boolean().optional(),
});
export type AuthSessionResponse = z.infer<typeof authSessionResponseSchema>;

export const authUserResponseSchema = z.object({ user: userSchema });
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>;

/** Where the browser lands after signing in (spec: sign-in returns to the root, demo=start for the FTUX). */
export const signInReturnPath = (trigger: SignInTrigger | undefined): string =>
  trigger === 'start_ftux' ? '/?demo=start' : '/';

/** Query parameter set on `/` when a Google sign-in could not complete. */
export const signInErrorParam = 'sign_in_error';

/** Why a Google sign-in could not complete, by the code in `signInErrorParam`, in the user's words. */
const signInErrorMessages: Record<string, string> = {
  expired: 'Sign-in took too long or was started in another browser. Please try again.',
  access_denied: 'Google sign-in was cancelled.',
  email_not_verified: 'Your Google account has no verified email address.',
  email_taken: 'An account with this email already exists.',
  password_sign_in_required:
    'An Otto account with this email already exists. Sign in with your email and password first, then continue with Google to link the two.',
  google: "Google sign-in didn't complete. Please try again.",
};

export const signInErrorMessage = (code: string): string =>
  signInErrorMessages[code] ?? `Sign-in didn't complete: ${code}`;

/** Query parameter set on `/` when the browser comes back from an email verification link. */
export const emailVerificationParam = 'email_verification';

export const emailVerificationOutcomes = ['verified', 'expired', 'invalid'] as const;
export type EmailVerificationOutcome = (typeof emailVerificationOutcomes)[number];

export const emailVerificationNotices: Record<EmailVerificationOutcome, string> = {
  verified: 'Your email address is verified.',
  expired: 'This verification link has expired. Sign in and click Resend to get a new one.',
  invalid:
    'This verification link is not valid or was already used. If your email is not verified yet, sign in and click Resend.',
};

/** GET /api/auth/verify-email?token= (the link in the verification mail). */
export const verifyEmailQuerySchema = z.object({ token: z.string().max(200).optional() });
