import { describe, expect, it } from 'vitest';
import { exportRefusal } from './export-refusal.fns';

describe('exportRefusal', () => {
  it("opens 'Want more exports?' only for the server's export limit", () => {
    expect(exportRefusal({ status: 401, code: 'export_limit' })).toBe('upgrade');
  });
  it('opens sign-in for an expired or missing session, never an upgrade prompt', () => {
    expect(exportRefusal({ status: 401, code: 'unauthorized' })).toBe('sign_in');
    expect(exportRefusal({ status: 401, code: 'http_401' })).toBe('sign_in');
  });
  it('leaves other failures (out of credits included) to the export failure flow', () => {
    expect(exportRefusal({ status: 402, code: 'out_of_credits' })).toBeNull();
    expect(exportRefusal({ status: 500, code: 'export_failed' })).toBeNull();
  });
});
