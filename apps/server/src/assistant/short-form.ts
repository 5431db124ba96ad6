/**
 * A short-form version ("turn this into a YouTube Short"): the targeted edit within the form's
 * length, its strongest lines in their order (see resize.ts), or, without an edit yet, a fresh
 * clip that opens on its strongest line. The reply says where the vertical layout is picked.
 */
import { formatClock } from '../analyse/text.fns';
import type { Plan, PlanContext } from './assistant.types';
import type { FollowUp } from './intent.fns';
import { newClipNotes, outsideReply } from './outside-asks';
import { shortFormSeconds, type ShortFormIntent } from './short-form.fns';

/** Without a length said, a fresh clip aims this far under the limit, so whole sentences stay within it. */
const freshShare = 0.9;

export function shortFormPlan(
  intent: ShortFormIntent,
  context: PlanContext,
  make: { change: (resize: FollowUp) => Plan; clip: (seconds: number) => Plan },
): Plan {
  const limit = `${intent.form} of ${formatClock(intent.seconds)} or less`;
  if (context.previous || context.outline) {
    const plan = make.change({ kind: 'resize', direction: 'to', seconds: intent.seconds, atMost: true });
    const made = plan.stories[0];
    const layout = made
      ? newClipNotes(['vertical'], [made.title], context.mode)
      : plan.storyCard
        ? []
        : [outsideReply('vertical', context)];
    return { ...plan, intent: 'short', reply: [`For a ${limit}:`, plan.reply, ...layout].filter(Boolean).join(' ') };
  }
  const seconds = intent.seconds === shortFormSeconds ? intent.seconds * freshShare : intent.seconds;
  const plan = make.clip(seconds);
  const made = plan.stories[0];
  if (!made) return { ...plan, intent: 'short' };
  return {
    ...plan,
    intent: 'short',
    reply: [
      `There was no edit to turn into a ${intent.form} yet, so here is a clip of ${formatClock(intent.seconds)} or less that opens on its strongest line.`,
      plan.reply,
      ...newClipNotes(['vertical'], [made.title], context.mode),
    ]
      .filter(Boolean)
      .join(' '),
  };
}
