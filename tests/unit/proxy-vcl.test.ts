import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localVcl } from '../../scripts/proxy/varnish.mjs';

/** The site's part of the shipped VCL as `npm run proxy` writes it, and the script's refusals (decision 0071). */

describe('local.vcl written for the upstreams', () => {
  it('one backend per instance, each checked on /api/health, all in the round-robin director', () => {
    const vcl = localVcl({ upstreams: ['http://127.0.0.1:3001', 'http://10.0.0.7:3002'] });
    expect(vcl).toContain('backend scorta_1 {\n    .host = "127.0.0.1";\n    .port = "3001";');
    expect(vcl).toContain('.host = "10.0.0.7";\n    .port = "3002";');
    expect(vcl.match(/\.probe = \{ \.url = "\/api\/health";/g)).toHaveLength(2);
    expect(vcl).toContain('scorta.add_backend(scorta_1);\n    scorta.add_backend(scorta_2);');
    expect(vcl).toContain('acl scorta_purgers {\n    "127.0.0.1";\n    "::1";\n}');
    expect(vcl).toContain('# No token: the acl alone decides.');
  });

  it('requires the purge token when one is given, and refuses one that could break out of the string', () => {
    expect(localVcl({ upstreams: ['http://127.0.0.1:3001'], token: 'Segreto-123' })).toContain('if (req.http.X-Purge-Token != "Segreto-123") {');
    expect(() => localVcl({ upstreams: ['http://127.0.0.1:3001'], token: 'a" || true || "' })).toThrow(/virgolette/);
    expect(() => localVcl({ upstreams: ['http://127.0.0.1:3001'], token: 'due parole' })).toThrow(/caratteri visibili/);
  });

  it('an IPv6 instance is written without brackets; an https upstream is refused (Varnish speaks plain HTTP to the instances)', () => {
    expect(localVcl({ upstreams: ['http://[::1]:3001'] })).toContain('.host = "::1";');
    expect(() => localVcl({ upstreams: ['https://127.0.0.1:3001'] })).toThrow(/Upstream non valido/);
  });
});

describe('npm run proxy refuses what it cannot start, in Italian', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, [path.resolve('scripts/proxy.mjs'), ...args], { encoding: 'utf8' });

  it.each([
    [[], /Indica almeno un’istanza di Scorta con --upstream/],
    [['--upstream', 'ftp://x', '--port', '6081'], /--upstream non valido: «ftp:\/\/x»/],
    [['--upstream', 'http://127.0.0.1:3000', '--port', 'abc'], /--port deve essere un numero di porta/],
    [['--upstream', 'http://127.0.0.1:3000', '--port', '6081', '--cache-mb', '1'], /--cache-mb deve essere/],
    [['--porta', '6081'], /Argomenti non validi/],
    [['--upstream', 'http://127.0.0.1:3000', '--port', '6081', '--kind', 'squid'], /--kind non valido: «squid» \(nginx oppure varnish\)/],
    [['--upstream', 'http://127.0.0.1:3000', '--port', '6081', '--kind', 'varnish', '--access-log'], /--access-log vale solo per nginx/],
  ])('%j', (args, message) => {
    const result = run(...args);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain('Uso: npm run proxy --');
  });
});
