import { execSync } from 'node:child_process';
import type { Plugin } from 'vite';

/** What the build writes to `version.json` and embeds in the app (spec 4.8). */
export interface VersionManifest {
  /** Shown in the footer, e.g. '0.0.0 (3f2a9c1)'. */
  version: string;
  /** Unique per build: a new value means a new deployment. */
  buildId: string;
  builtAt: string;
}

export const VERSION_FILE = 'version.json';

function gitShortSha(): string | undefined {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}

export function createVersionManifest(packageVersion: string, now = new Date()): VersionManifest {
  const sha = gitShortSha();
  const builtAt = now.toISOString();
  return {
    version: sha ? `${packageVersion} (${sha})` : packageVersion,
    buildId: `${sha ?? 'local'}-${now.getTime().toString(36)}`,
    builtAt,
  };
}

/** Emits `version.json` beside index.html in the build, and serves it from the dev server. */
export function versionManifestPlugin(manifest: VersionManifest): Plugin {
  const source = JSON.stringify(manifest, null, 2);
  return {
    name: 'freight-version-manifest',
    configureServer(server) {
      server.middlewares.use(`/${VERSION_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: VERSION_FILE, source });
    },
  };
}
