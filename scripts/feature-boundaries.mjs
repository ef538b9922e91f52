#!/usr/bin/env node
// A web feature never imports another: Biome's restricted-import patterns match the specifier as
// written, so each feature needs its own override naming every other feature. This writes them
// from the folders of apps/web/src/features (plus any names given, for a feature about to be
// created); `--check` fails when biome.json is not what it would write, which lint runs.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const configPath = join(root, 'biome.json');
const args = process.argv.slice(2);
const check = args.includes('--check');
const planned = args.filter((a) => a !== '--check');

const PREFIX = 'apps/web/src/features/';
const MESSAGE = 'A feature never imports another feature: the app composes them (app/), shared pieces live in ui/ or lib/.';

const features = [
  ...new Set([
    ...readdirSync(join(root, PREFIX), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name),
    ...planned,
  ]),
].sort();

function featureOverride(feature) {
  const group = features.filter((other) => other !== feature).flatMap((other) => [`../${other}/**`, `../../${other}/**`]);
  return {
    includes: [`${PREFIX}${feature}/**`],
    linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns: [{ group, message: MESSAGE }] } } } } },
  };
}

const text = readFileSync(configPath, 'utf8');
const config = JSON.parse(text);
const isFeature = (o) => o.includes.length === 1 && o.includes[0].startsWith(PREFIX);
const current = config.overrides.filter(isFeature);
const existing = new Set(current.map((o) => o.includes[0].slice(PREFIX.length, -3)));
// Features already in biome.json stay (a planned one may not have its folder yet).
for (const name of existing) if (!features.includes(name)) features.push(name);
features.sort();
const firstFeature = config.overrides.findIndex(isFeature);
const rest = config.overrides.filter((o) => !isFeature(o));
const at = firstFeature === -1 ? rest.length : firstFeature;
const wanted = { ...config, overrides: [...rest.slice(0, at), ...features.map(featureOverride), ...rest.slice(at)] };

if (check) {
  if (JSON.stringify(wanted.overrides) !== JSON.stringify(config.overrides)) {
    console.error('biome.json: the feature boundaries are out of date; run node scripts/feature-boundaries.mjs');
    process.exit(1);
  }
} else {
  writeFileSync(configPath, `${JSON.stringify(wanted, null, 2)}\n`);
  console.log(`biome.json: ${features.length} features`);
}
