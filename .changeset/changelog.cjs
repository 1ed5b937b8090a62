/**
 * How `changeset version` writes each package's CHANGELOG.md: one entry per changeset (its commit, then its text,
 * later lines indented under the first), and the dependencies that moved in one entry rather than one
 * "Updated dependencies" line per changeset of every dependency (a reader of `@x/cli`'s changelog wants `xn`'s
 * changes, not a line per change of the ten packages it uses).
 */
'use strict';

/** A changeset's summary as a list entry. */
async function getReleaseLine(changeset) {
  const [first, ...rest] = changeset.summary.split('\n').map((line) => line.trimEnd());
  const commit = changeset.commit ? `${changeset.commit.slice(0, 7)}: ` : '';
  return [`- ${commit}${first}`, ...rest.map((line) => (line === '' ? '' : `  ${line}`))].join('\n');
}

/** The dependencies released with this version, as one entry. */
async function getDependencyReleaseLine(_changesets, dependencies) {
  if (dependencies.length === 0) return '';
  return `- Updated dependencies: ${dependencies.map((d) => `${d.name}@${d.newVersion}`).join(', ')}`;
}

module.exports = { getReleaseLine, getDependencyReleaseLine };
