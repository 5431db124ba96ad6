import type { Mail } from '../notify/mailer';

/** The mail with a new local account's one-time verification link. */
export function verifyEmailMail(opts: { to: string; link: string; validHours: number }): Mail {
  return {
    to: opts.to,
    subject: 'Verify your email address for Otto',
    text: [
      'Welcome to Otto! Please confirm that this is your email address:',
      '',
      opts.link,
      '',
      `The link works once and expires in ${opts.validHours} hours. If you did not create an Otto account, ignore this mail.`,
      '',
      '— Otto',
    ].join('\n'),
    html: `<p>Welcome to Otto! Please confirm that this is your email address:</p>
<p><a href="${escapeHtml(opts.link)}">Verify my email address</a></p>
<p>The link works once and expires in ${opts.validHours} hours. If you did not create an Otto account, ignore this mail.</p><p>— Otto</p>`,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
