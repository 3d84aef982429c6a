import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '..', '..', '..');
/** The .proto sources and their buf configuration, at the repository's top (the design card's layout). */
const protoDir = path.join(root, 'proto');

function files(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full, base) : [path.relative(base, full)];
  });
}

describe('generated event code', () => {
  it('is what buf and protoc-gen-es generate from the .proto files now', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'proto-gen-'));
    const template = path.join(out, 'buf.gen.yaml');
    writeFileSync(
      template,
      readFileSync(path.join(protoDir, 'buf.gen.yaml'), 'utf8').replace(
        'out: ../packages/contracts/src/events/gen',
        `out: ${out}/gen`,
      ),
    );
    const bin = path.join(root, 'node_modules', '.bin');
    const result = spawnSync(path.join(bin, 'buf'), ['generate', '--template', template], {
      cwd: protoDir,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` }, // buf runs protoc-gen-es from there
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const committed = path.join(root, 'packages', 'contracts', 'src', 'events', 'gen');
    expect(files(path.join(out, 'gen')).sort()).toEqual(files(committed).sort());
    for (const file of files(committed)) {
      expect({ file, text: readFileSync(path.join(out, 'gen', file), 'utf8') }).toEqual({
        file,
        text: readFileSync(path.join(committed, file), 'utf8'),
      });
    }
  });
});
