/** Long enough for a chat service on the same network, short enough that a dead one costs little. */
const webhookTimeoutMs = 5000;

/**
 * Slack/Mattermost mrkdwn treats `<…>` as links and mentions (`<!channel>`, `<http://evil|click>`)
 * and `&` as the start of an entity; escaped, a user's text shows as written.
 */
export const escapeMrkdwn = (text: string): string =>
  text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

export interface Alerts {
  /** Never rejects: an alert that cannot be delivered must not fail the work that raised it. */
  send(text: string, context?: Record<string, unknown>): Promise<void>;
}

/**
 * Operational alerts for the team running Otto. Every alert is a log line (alert: true, so log
 * tooling can pick them out); with ALERT_WEBHOOK_URL it is also posted as `{ "text" }`, the
 * incoming-webhook shape Slack, Mattermost and Rocket.Chat share.
 */
export function createAlerts(opts: {
  webhookUrl?: string;
  /** pino, or anything with its `warn(obj, msg)`. */
  logger: { warn(obj: object, msg: string): void };
  fetch?: typeof globalThis.fetch;
}): Alerts {
  const post = opts.fetch ?? globalThis.fetch;
  return {
    async send(text, context = {}) {
      opts.logger.warn({ alert: true, ...context }, text);
      if (!opts.webhookUrl) return;
      try {
        const res = await post(opts.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          // Alerts quote users' prompts and file names: they must not ping the channel or post links.
          body: JSON.stringify({ text: escapeMrkdwn(text) }),
          signal: AbortSignal.timeout(webhookTimeoutMs),
        });
        if (!res.ok) opts.logger.warn({ status: res.status }, 'alert webhook refused the alert');
      } catch (err) {
        opts.logger.warn({ err }, 'alert webhook unreachable');
      }
    },
  };
}
