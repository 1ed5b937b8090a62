/** Rule-set entry point: splits the `xs:list`, classifies and parses every token (reference §2, §9a). */
import { type Result, toResult } from '@x/core';
import {
  FbrError,
  inputTooLong,
  locateFindings,
  type TokenDiagnostic,
  toDiagnostic,
} from '../shared/errors.js';
import { DEFAULT_FBR_LIMITS } from '../shared/limits.js';
import { parseMbnToken } from './parse-mbn.js';
import { parseRule } from './parse-rule.js';
import { rememberText } from './source.js';
import { isLower, Scanner } from './scanner.js';
import { type ParseOptions, readParseOptions } from './options.js';
import type { RuleSet } from './rule-set.js';
import type { FbrDialect, FbrRuleNode, MbnMode, MbnToken, RuleSetEntry } from './types.js';

export type { RuleSet } from './rule-set.js';

function isSpace(c: string): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\r';
}

/** Whether a token is an FBR rule (lower-case start, or `!` then lower-case); otherwise it is MBN. */
export function isRuleToken(token: string): boolean {
  const c = token[0] ?? '';
  return isLower(c) || (c === '!' && isLower(token[1] ?? ''));
}

/** The tokens of a rule set, as `parse` reads them. */
interface Tokens {
  readonly entries: RuleSetEntry[];
  readonly rules: FbrRuleNode[];
  readonly pieces: MbnToken[];
  readonly trailing: string;
}

/**
 * Splits `text` into tokens and parses each, reporting into `errors` and `warnings`. With `keep`
 * false the syntax trees are dropped as soon as each token is read (only the diagnostics remain).
 */
function readTokens(
  text: string,
  dialect: FbrDialect,
  mode: MbnMode,
  errors: TokenDiagnostic[],
  warnings: TokenDiagnostic[],
  keep: boolean,
): Tokens {
  const entries: RuleSetEntry[] = [];
  const rules: FbrRuleNode[] = [];
  const pieces: MbnToken[] = [];
  const n = text.length;
  let i = 0;
  let index = 0;
  for (;;) {
    const triviaStart = i;
    for (;;) {
      if (i < n && isSpace(text[i]!)) i++;
      else if (dialect === 'lenient' && text.startsWith('<br/>', i)) {
        warnings.push({
          code: 'html-artefact',
          severity: 'warning',
          message: "HTML '<br/>' between tokens (page artefact) treated as whitespace",
          offset: i,
          length: 5,
          token: index,
        });
        i += 5;
      } else break;
    }
    if (i >= n) return { entries, rules, pieces, trailing: text.slice(triviaStart) };
    const start = i;
    let inComment = false;
    while (i < n) {
      const c = text[i]!;
      if (c === '|') inComment = !inComment;
      else if (isSpace(c)) {
        if (!inComment) break;
      } else if (!inComment && dialect === 'lenient' && c === '<' && text.startsWith('<br/>', i)) break;
      i++;
    }
    const s = new Scanner(text, start, i, index, warnings);
    const report = (f: Parameters<typeof toDiagnostic>[0]) => errors.push(toDiagnostic(f, s.token));
    if (isRuleToken(text.slice(start, start + 2))) {
      const rule = parseRule(s, index, dialect, report);
      if (keep) {
        rules.push(rule);
        entries.push({ trivia: text.slice(triviaStart, start), token: rule });
      }
    } else {
      const piece = parseMbnToken(s, index, mode, report);
      if (keep) {
        pieces.push(piece);
        entries.push({ trivia: text.slice(triviaStart, start), token: piece });
      }
    }
    index++;
  }
}

/**
 * Parses a C/CIF `rules`/`pieces` list (whitespace-separated FBR and MBN tokens, in any mix) into
 * typed syntax trees with exact spans. Never throws on bad input: each bad token yields a diagnostic
 * and an error node, and the other tokens are still parsed. Throws `FbrError` only if `text` is not a string.
 *
 * Every token is read (and its diagnostics reported) here; the syntax trees (`entries`, `rules`,
 * `pieces`) are built on first access and kept while the caller holds any of those lists or a token
 * node, so a result holds little more than its diagnostics unless its trees are in use.
 */
export function parse(text: string, options: ParseOptions = {}): RuleSet {
  if (typeof text !== 'string') throw new FbrError('parse expects a string');
  const { dialect, notation: mode } = readParseOptions(options);
  const errors: TokenDiagnostic[] = [];
  const warnings: TokenDiagnostic[] = [];
  if (text.length > DEFAULT_FBR_LIMITS.maxInputLength) {
    errors.push(inputTooLong(text));
    const none = { entries: [], rules: [], pieces: [], trailing: text };
    return ruleSet(dialect, mode, none.trailing, () => none, text, errors, warnings);
  }
  const { trailing } = readTokens(text, dialect, mode, errors, warnings, false);
  // Reading the text again gives the same trees; its diagnostics (the same again) are dropped.
  const read = heldTrees(() => readTokens(text, dialect, mode, [], [], true));
  return ruleSet(dialect, mode, trailing, read, text, errors, warnings);
}

/**
 * The trees of a result, for as long as anything outside holds them: each list (`entries`, `rules`,
 * `pieces`) and each token node keeps the whole set alive, the result itself only weakly. So a result
 * whose trees were read and dropped (by `stringify`, `validate`, `compile`) holds no tree, and one whose
 * trees a caller keeps gives the same nodes on every access; a set nobody holds is read again from the
 * text (the same trees) when next asked for.
 */
function heldTrees(read: () => Tokens): () => Tokens {
  let held: WeakRef<Tokens> | undefined;
  // Owner (a list or a token node) -> its tree set: a weak map's entries keep a value alive as long as
  // their key is, and this map lives as long as the result.
  let owners: WeakMap<object, Tokens> | undefined;
  return () => {
    let tokens = held?.deref();
    if (tokens === undefined) {
      tokens = read();
      held = new WeakRef(tokens);
      owners ??= new WeakMap();
      for (const owner of [tokens.entries, tokens.rules, tokens.pieces]) owners.set(owner, tokens);
      for (const e of tokens.entries) owners.set(e.token, tokens);
    }
    return tokens;
  };
}

/** The result object: trees from `read` on first access (enumerable getters, so spreading and equality see them). */
function ruleSet(
  dialect: FbrDialect,
  mode: MbnMode,
  trailing: string,
  read: () => Tokens,
  text: string,
  errors: TokenDiagnostic[],
  warnings: TokenDiagnostic[],
): RuleSet {
  const result: RuleSet = {
    dialect,
    notation: mode,
    get entries() {
      return read().entries;
    },
    trailing,
    get rules() {
      return read().rules;
    },
    get pieces() {
      return read().pieces;
    },
    diagnostics: locateFindings(text, errors, warnings),
  };
  return rememberText(result, text);
}

/** `parse` without throwing (the contract's `safeParse`): `{ success: false, error }` only for misuse (an `FbrError`). */
export function safeParse(text: string, options: ParseOptions = {}): Result<RuleSet, FbrError> {
  return toResult(FbrError, () => parse(text, options));
}
