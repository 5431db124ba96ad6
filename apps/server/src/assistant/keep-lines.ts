/**
 * "Keep only the part about flying", "cut it down to just the plumbing bit": the targeted edit
 * plays only its lines about the subject, in their order. Those are the lines of the passage a
 * clip about the subject would take (see add-lines.ts subjectLines), and any that name it. Where
 * the edit has none, or only those, it stays as it is and the reply says so.
 */
import type { Analysis } from '../analyse/analyse.types';
import { formatClock } from '../analyse/text.fns';
import type { Plan } from './assistant.types';
import type { WordRange } from './cut-rules';
import { subjectLines } from './add-lines';
import type { KeepRequest } from './drop-request.fns';
import { piecesAbout } from './drop-lines';
import { editPieces, lengthChange, piecesToSegments, segmentsDuration } from './edit-pieces.fns';
import type { FollowUpResult } from './follow-ups';
import { sentenceList } from './resize';

/** `passage`: a clip about the subject, as the planner would cut it with no length asked. */
export function keepLines(
  analysis: Analysis,
  groups: readonly WordRange[][],
  title: string,
  request: KeepRequest,
  passage: Plan,
): FollowUpResult {
  const about = `“${request.about}”`;
  const passageLines = subjectLines(analysis, passage);
  const pieces = editPieces(analysis, groups.flat());
  const lines = pieces.filter((p) => p.unit);
  const subject = new Set(passageLines.map((p) => p.unit!.id));
  const named = piecesAbout(analysis, pieces, request.about);
  const kept = lines.filter((p) => subject.has(p.unit!.id) || named.includes(p));
  // Nothing in the footage is about it: the clip's own reply says what was searched and what there is.
  if (kept.length === 0 && passageLines.length === 0)
    return {
      reply: passage.reply ?? `I found nothing about ${about} in the footage, so I left “${title}” as it is.`,
      suggestions: passage.suggestions,
    };
  if (kept.length === 0) {
    const topic = analysis.topics[passageLines[0]!.unit!.topic]!;
    return {
      reply: `No line of “${title}” is about ${about}, so I left it as it is. The footage talks about it in topic ${topic.index + 1}, “${topic.label}” (${formatClock(topic.start)}–${formatClock(topic.end)}).`,
      suggestions: [`Make a clip about ${request.about}`, `Add the part about ${request.about}`],
    };
  }
  if (kept.length === lines.length)
    return { reply: `Every line of “${title}” is about ${about} already, so I left it as it is.` };
  const before = segmentsDuration(piecesToSegments(analysis, pieces));
  const segments = piecesToSegments(analysis, kept);
  const gone = lines.length - kept.length;
  return {
    segments,
    reply: `From “${title}” I kept only the ${kept.length === 1 ? 'line' : `${kept.length} lines`} about ${about} and took out the other ${gone === 1 ? 'line' : `${gone}`}: it runs ${lengthChange(before, segmentsDuration(segments))}. It plays ${sentenceList(analysis, kept)}.`,
  };
}
