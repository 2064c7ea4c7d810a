import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeToOutbox } from './outbox';

const dirs: string[] = [];
const outboxIn = () => {
  const dir = fs.mkdtempSync(path.join(tmpdir(), 'kt-outbox-'));
  dirs.push(dir);
  return path.join(dir, 'outbox');
};
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the outbox', () => {
  it('writes the whole mail, readable by the owner alone', () => {
    const outbox = outboxIn();
    const file = writeToOutbox(outbox, 'a.eml', Buffer.from('Subject: Hallo\n\nText'));
    expect(fs.readFileSync(file, 'utf8')).toBe('Subject: Hallo\n\nText');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(outbox).mode & 0o777).toBe(0o700);
    expect(fs.readdirSync(outbox)).toEqual(['a.eml']);
  });

  it('leaves no file at all when the disk is full', () => {
    const outbox = outboxIn();
    const write = fs.writeFileSync;
    // What a full disk does: the file is created, then the write fails.
    vi.spyOn(fs, 'writeFileSync').mockImplementation((file, _data, options) => {
      write(file, '', options);
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    });
    expect(() => writeToOutbox(outbox, 'b.eml', Buffer.from('x'))).toThrow(/ENOSPC/);
    expect(fs.readdirSync(outbox)).toEqual([]);
  });
});
