import { z } from 'zod';
import type { SignInTrigger } from '../ui-text';
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
});
export type AuthSessionResponse = z.infer<typeof authSessionResponseSchema>;

export const authUserResponseSchema = z.object({ user: userSchema });
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>;

/** Where the browser lands after signing in (spec: sign-in returns to the root, demo=start for the FTUX). */
export const signInReturnPath = (trigger: SignInTrigger | undefined): string =>
  trigger === 'start_ftux' ? '/?demo=start' : '/';

/** Query parameter set on `/` when a Google sign-in could not complete. */
export const signInErrorParam = 'sign_in_error';
