import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The guided tour as a user meets it: which step shows, what it spotlights, where focus is. */
export function tourUi(page: Page) {
  const tour = page.getByTestId('tour');
  /** Waits for the step (its data-step id) and checks the "2 of 6" counter and the dialog's name. */
  const atStep = async (id: string, counter: string, title?: string) => {
    await expect.poll(() => tour.getAttribute('data-step')).toBe(id);
    expect(await tour.getByTestId('tour-counter').textContent()).toBe(counter);
    if (title) await page.getByRole('dialog', { name: title }).waitFor();
  };
  return {
    tour,
    atStep,
    /** Focus sits in the caption, so the keys drive the tour. */
    async focusIsInTour() {
      await expect
        .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="tour"]'))))
        .toBe(true);
    },
    /** The spotlight's hole holds the target (as much of it as is on screen). */
    async spotlights(target: Locator) {
      const viewport = page.viewportSize()!;
      await expect
        .poll(async () => {
          const hole = await page.getByTestId('tour-spotlight').boundingBox();
          const box = await target.boundingBox();
          if (!hole || !box) return false;
          return (
            hole.x <= Math.max(0, box.x) + 1 &&
            hole.y <= Math.max(0, box.y) + 1 &&
            hole.x + hole.width >= Math.min(viewport.width, box.x + box.width) - 1 &&
            hole.y + hole.height >= Math.min(viewport.height, box.y + box.height) - 1
          );
        })
        .toBe(true);
    },
    /** Opens the project's tour and walks it by keyboard to its player step ("3 of 6"). */
    async openAtPlayer(projectId: string, title: string) {
      await page.goto(`/projects/${projectId}?tour=1`);
      await atStep('import', '1 of 6');
      await page.keyboard.press('ArrowRight');
      await atStep('prompt', '2 of 6');
      await page.keyboard.press('ArrowRight');
      await atStep('player', '3 of 6', title);
    },
    async gone() {
      await tour.waitFor({ state: 'detached' });
      expect(await page.getByTestId('tour-overlay').count()).toBe(0);
    },
    remembered: () => page.evaluate(() => localStorage.getItem('otto.tour')),
    forget: () => page.evaluate(() => localStorage.removeItem('otto.tour')),
  };
}
