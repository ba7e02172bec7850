import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/server-process.mjs';

/**
 * The production server's Node flags (scripts/server-process.mjs) are the same wherever a
 * production process is started: the bench, load test and Lighthouse audit spawn with the
 * constant; `npm start` and the systemd unit of docs/deploy.md spell them out.
 */
describe('the production server flags', () => {
  it('are given by npm start and the documented systemd unit', () => {
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    const start = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start!;
    const unit = /^ExecStart=.*$/m.exec(fs.readFileSync('docs/deploy.md', 'utf8'))?.[0] ?? '';
    for (const flag of SERVER_NODE_FLAGS) {
      expect(start.split(' ').slice(0, -1)).toContain(flag);
      expect(unit.split(' ').slice(0, -1)).toContain(flag);
    }
  });

  it('are used by every script that starts the production server to measure it', () => {
    for (const script of ['scripts/bench.mjs', 'scripts/load-test.mjs', 'scripts/lighthouse.mjs']) {
      const text = fs.readFileSync(script, 'utf8');
      expect(text, script).toContain("spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(BUILD_DIR, 'node', 'main.js')]");
    }
  });
});
