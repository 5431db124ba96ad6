import { expect, it } from 'vitest';
import { isUploadStale, lastUploadActivity } from './stale-uploads.fns';

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 12, minute));
const tenMinutes = 10 * 60_000;

it('counts from the newest stored part, or from the start when none arrived', () => {
  const upload = { createdAt: at(0), resumedAt: null };
  expect(lastUploadActivity(upload, [])).toEqual(at(0));
  expect(lastUploadActivity(upload, [{ LastModified: at(7) }, { LastModified: at(3) }])).toEqual(at(7));
});

it('a browser taking the upload up again (reload, re-pick) is as good as a part', () => {
  expect(lastUploadActivity({ createdAt: at(0), resumedAt: at(30) }, [{ LastModified: at(7) }])).toEqual(at(30));
});

it('a part without a time (a store that leaves LastModified out) says nothing', () => {
  expect(lastUploadActivity({ createdAt: at(5), resumedAt: null }, [{}])).toEqual(at(5));
});

it('is stale from exactly the configured silence on, and live again once something arrives', () => {
  expect(isUploadStale(at(0), at(9), tenMinutes)).toBe(false);
  expect(isUploadStale(at(0), at(10), tenMinutes)).toBe(true);
  expect(
    isUploadStale(
      lastUploadActivity({ createdAt: at(0), resumedAt: null }, [{ LastModified: at(12) }]),
      at(13),
      tenMinutes,
    ),
  ).toBe(false);
});
