/**
 * Where a CPU profile's time goes: self time by package (or source folder) and the top functions, from a
 * .cpuprofile written by `node --cpu-prof` (bench/http.ts takes SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=...').
 * Run: npx tsx bench/profile-summary.ts <file.cpuprofile> [top]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const file = process.argv[2];
if (!file) throw new Error('usage: profile-summary <file.cpuprofile> [top]');
const top = Number(process.argv[3] ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, i) =>
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000),
);

function areaOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  const source = /(apps\/[^/]+\/src\/[^/]+(?:\/[^/]+)?|packages\/[^/]+)/.exec(url);
  return source?.[1] ?? url;
}

const areas = new Map<string, number>();
const functions = new Map<string, number>();
let total = 0;
for (const [id, ms] of selfMs) {
  const node = byId.get(id);
  if (!node) continue;
  total += ms;
  const { functionName, url, lineNumber } = node.callFrame;
  const area = areaOf(url, functionName);
  areas.set(area, (areas.get(area) ?? 0) + ms);
  const key = `${functionName || '(anonymous)'} ${area}:${lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + ms);
}
const share = (entries: Map<string, number>) =>
  [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => ({ name, ms: Math.round(ms), percent: Math.round((ms / total) * 1000) / 10 }));
console.log(
  JSON.stringify({ totalMs: Math.round(total), byArea: share(areas), byFunction: share(functions) }, null, 2),
);
