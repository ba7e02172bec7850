import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_PARAMS, verifyPassword } from '../../server/lib/passwords.ts';
import { SecretBox } from '../../server/lib/secret-box.ts';
import { sanitizeRichText } from '../../server/lib/sanitize.ts';

describe('password hashing', () => {
  // One hash at the production parameters (128 MiB, ~0.3 s on an idle core, many seconds on a
  // loaded one) proves what is stored; the salt and the checks use cheap parameters: the same code.
  const LIGHT = { N: 2 ** 10, r: 8, p: 1 };

  it('stores scrypt at the production parameters', async () => {
    expect(PASSWORD_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    const stored = await hashPassword('segreto-123');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(stored).not.toContain('segreto-123');
  });

  it('salts each hash and verifies', async () => {
    const a = await hashPassword('segreto-123', LIGHT);
    const b = await hashPassword('segreto-123', LIGHT);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toContain('segreto-123');
    expect(a).not.toBe(b);
    expect(await verifyPassword('segreto-123', a)).toBe(true);
    expect(await verifyPassword('segreto-124', a)).toBe(false);
    expect(await verifyPassword('segreto-123', 'plain-text')).toBe(false);
  });
});

describe('secret box (AES-256-GCM)', () => {
  it('round-trips and never stores the plain value', () => {
    const box = new SecretBox('a'.repeat(40));
    const sealed = box.encrypt('sk-test-1234567890');
    expect(sealed).not.toContain('sk-test');
    expect(box.decrypt(sealed)).toBe('sk-test-1234567890');
    expect(box.encrypt('x')).not.toBe(box.encrypt('x'));
  });

  it('refuses another secret or tampered data', () => {
    const sealed = new SecretBox('a'.repeat(40)).encrypt('valore');
    expect(new SecretBox('b'.repeat(40)).decrypt(sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('altro').toString('base64url');
    expect(new SecretBox('a'.repeat(40)).decrypt(parts.join('.'))).toBeNull();
  });
});

describe('HTML sanitising', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeRichText('<h1>Titolo</h1><p onclick="x()">Testo <script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">l</a></p>');
    expect(out).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(out).toContain('<h2>Titolo</h2>');
  });

  it('keeps editorial markup and opens external links safely', () => {
    const out = sanitizeRichText('<p><strong>Forte</strong> <a href="https://example.it">link</a></p><ul><li>uno</li></ul>');
    expect(out).toContain('<strong>Forte</strong>');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toContain('<li>uno</li>');
  });
});
