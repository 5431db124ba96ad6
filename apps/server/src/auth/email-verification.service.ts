import type { EmailVerificationOutcome } from '@otto/shared/api/auth';
import type { Clock } from '../http/clock';
import type { Mailer } from '../notify/mailer';
import type { EmailVerificationsRepo } from './email-verifications.repo';
import { hashSessionToken, newSessionToken } from './session-token.fns';
import type { UserRow, UsersRepo } from './users.repo';
import { verifyEmailMail } from './verify-email.mail';

export const verificationLinkHours = 24;
const verificationLinkMs = verificationLinkHours * 3600 * 1000;

/**
 * One-time links that prove a local account's email address. Only the SHA-256 of a link's token
 * is stored; a new link replaces the previous ones.
 */
export function createEmailVerificationService(deps: {
  verifications: EmailVerificationsRepo;
  users: Pick<UsersRepo, 'update'>;
  mailer: Mailer;
  clock: Clock;
  /** Where the server is reached from a mail client, e.g. https://otto.example.com. */
  publicBaseUrl: string;
}) {
  const { verifications, users, clock } = deps;
  return {
    /** Creates a link for `user` and mails it. Rejects when the mail cannot be sent. */
    async send(user: Pick<UserRow, 'id' | 'email'>): Promise<void> {
      const token = newSessionToken();
      await verifications.deleteForUser(user.id);
      await verifications.insert(
        hashSessionToken(token),
        user.id,
        new Date(clock.now().getTime() + verificationLinkMs),
      );
      const link = `${deps.publicBaseUrl.replace(/\/+$/, '')}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
      await deps.mailer.send(verifyEmailMail({ to: user.email, link, validHours: verificationLinkHours }));
    },

    /** Opens a link: marks the address verified and spends the link. */
    async verify(token: string | undefined): Promise<EmailVerificationOutcome> {
      if (!token) return 'invalid';
      const link = await verifications.take(hashSessionToken(token));
      if (!link) return 'invalid';
      const now = clock.now();
      if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
      await users.update(link.userId, { emailVerifiedAt: now });
      await verifications.deleteForUser(link.userId);
      return 'verified';
    },
  };
}
export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
