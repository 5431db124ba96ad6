import type { Mail } from './mailer';

/** The mail sent when an import finishes processing (spec: the assistant emails the user). */
export function importCompleteMail(opts: { to: string; projectName: string; projectUrl: string }): Mail {
  const name = opts.projectName || 'Your project';
  return {
    to: opts.to,
    subject: `${name} is ready to edit`,
    text: [
      `Good news: your footage in "${name}" is transcribed and ready.`,
      '',
      `Open the project and ask Otto for an edit: ${opts.projectUrl}`,
      '',
      '— Otto',
    ].join('\n'),
    html: `<p>Good news: your footage in <strong>${escapeHtml(name)}</strong> is transcribed and ready.</p>
<p><a href="${escapeHtml(opts.projectUrl)}">Open the project</a> and ask Otto for an edit.</p><p>— Otto</p>`,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
