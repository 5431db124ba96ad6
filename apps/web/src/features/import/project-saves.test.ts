import { describe, expect, it } from 'vitest';
import { projectSaved, queueProjectSave } from './project-saves';

const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("a project's saves", () => {
  it('run in the order they were made, even when an earlier one answers slower', async () => {
    const order: string[] = [];
    const first = queueProjectSave('p1', async () => order.push(await later('multicam', 30)));
    const second = queueProjectSave('p1', async () => order.push(await later('standard', 1)));
    await Promise.all([first, second]);
    expect(order).toEqual(['multicam', 'standard']);
  });

  it('hold back a file added meanwhile until the type it was added under is saved', async () => {
    const order: string[] = [];
    void queueProjectSave('p2', async () => order.push(await later('type saved', 20)));
    await projectSaved('p2').then(() => order.push('file sent'));
    expect(order).toEqual(['type saved', 'file sent']);
    // Another project's file does not wait for it.
    void queueProjectSave('p3', () => later('slow', 50));
    const elsewhere = await Promise.race([projectSaved('p4').then(() => 'sent'), later('waited', 20)]);
    expect(elsewhere).toBe('sent');
  });
});
