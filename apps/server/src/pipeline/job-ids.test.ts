import { describe, expect, it } from 'vitest';
import { ITEM_JOB_NAMESPACE, itemJobId, uuidV5 } from './job-ids';
import { workState } from './work-state';

describe('item job ids', () => {
  it("are RFC 4122 version 5 UUIDs (the RFC's DNS example)", () => {
    // Namespace DNS (RFC 4122 appendix C) and "www.example.com", as every v5 implementation answers.
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('are stable per (item, generation) and differ between generations', () => {
    const item = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const id = itemJobId(item, 0);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(itemJobId(item, 0)).toBe(id);
    expect(itemJobId(item, 1)).not.toBe(id);
    expect(id).toBe(uuidV5(`${item}:0`, ITEM_JOB_NAMESPACE));
  });
});

describe('work state', () => {
  const counts = { total: 3, queued: 0, running: 0, succeeded: 0, failed: 0, skipped: 0 };
  it('follows from the item counts', () => {
    expect(workState({ ...counts, queued: 3 })).toBe('queued');
    expect(workState({ ...counts, queued: 2, succeeded: 1 })).toBe('running');
    expect(workState({ ...counts, running: 1, queued: 2 })).toBe('running');
    expect(workState({ ...counts, succeeded: 2, skipped: 1 })).toBe('done');
    expect(workState({ ...counts, succeeded: 2, failed: 1 })).toBe('done_with_errors');
  });
});
