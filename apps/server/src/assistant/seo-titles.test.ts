import { describe, expect, it } from 'vitest';
import { analyseTranscripts } from '../analyse/analyse';
import { readingsWords, sourceOf } from '../analyse/analyse.test-support';
import { planPrompt } from './planner';

describe('SEO titles', () => {
  it('name a line by the label of its own topic', async () => {
    const a = analyseTranscripts([sourceOf('11111111-1111-4111-8111-111111111111', await readingsWords())]);
    const reply = planPrompt('Give me 3 titles for YouTube', a, { mode: 'standard' }).reply!;
    expect(reply.split('\n')).toHaveLength(4);
    const [, label, line] = /^1\. (.+?): (.+?)…?$/m.exec(reply)!;
    const unit = a.units.find((u) => u.text.toLowerCase().startsWith(line!.toLowerCase()))!;
    expect(a.topics[unit.topic]!.label.toLowerCase()).toBe(label!.toLowerCase());
  });
});
