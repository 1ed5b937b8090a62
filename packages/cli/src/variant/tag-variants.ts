/**
 * The `Variant` tag names one `xn` run knows beyond `@x/san`'s built-in ones, a value handed to every reader as
 * its `variants` option (`lookup`): the variants of `--variants FILE` (a Fairy-Stockfish `variants.ini`, a SjaakII
 * `variants.txt` or an FBR rule set, read once, as `xn variant check` reads it), then Fairy-Stockfish's built-ins
 * by their Fairy-Stockfish, pychess-variants and lichess names (`@x/fairy-variants`' `builtinVariant`). Built once
 * per command run, and once per `--jobs` worker from the file's definitions, sent as JSON with each range it reads (`json`:
 * cheaper than each worker reading the file again). `@x/fairy-variants` is
 * loaded only when needed (`@x/san`'s `LazyVariants`): a command that takes a variant's name loads it
 * at once, the `pgn` commands when the bytes about to be read name a variant the run does not know without it
 * (`chunks`). A chess game never loads it.
 */
import type { VariantDefinition } from '@x/core';
import { supplyRules } from '@x/core/variant';
import { LazyVariants, variantTagKey } from '@x/san';
import type { VariantSource } from '../engine/variant-source.js';

/**
 * One run's `Variant` tag names: `lookup` for the readers' `variants` option (the file's variants, then
 * Fairy-Stockfish's built-ins once `load`ed), `chunks` to load them before the bytes that name one are read.
 */
export class TagVariants extends LazyVariants {
  /** `--variants FILE` as read (its path, its variants), if given (not in a worker). */
  readonly source: VariantSource | undefined;
  /** The file's variants by tag key (`variantTagKey` of their names). */
  readonly #byKey: ReadonlyMap<string, VariantDefinition> | undefined;
  #json: string | undefined;

  constructor(
    source: VariantSource | undefined,
    byName: ReadonlyMap<string, VariantDefinition> | undefined = source?.byName,
  ) {
    const byKey =
      byName && new Map([...byName].map(([name, definition]) => [variantTagKey(name), definition]));
    // `@x/fairy-variants`' `builtinVariant`, loaded on need
    super(async () => (await import('@x/fairy-variants')).builtinVariant, byKey && ((key) => byKey.get(key)));
    this.source = source;
    this.#byKey = byKey;
  }

  /**
   * The names of a worker's ranges (`json()` of the run's), the built-ins loaded on need. The definitions come as
   * JSON, past the readers that supply the rule modules they name: the worker supplies them all (`supplyRules`).
   */
  static fromJson(json: string | undefined): TagVariants {
    supplyRules();
    const byName = json === undefined ? undefined : new Map<string, VariantDefinition>(JSON.parse(json));
    return new TagVariants(undefined, byName);
  }

  /**
   * The run's names: the variants of `files` (an input error when one has errors and no variant that loads, or
   * names a variant an earlier one names), and the
   * built-ins loaded at once when `builtins` (a command that takes a variant's name), else on need.
   */
  static async of(files: string | readonly string[] | undefined, builtins = false): Promise<TagVariants> {
    const none = files === undefined || files.length === 0;
    const source = none ? undefined : (await import('../engine/variant-source.js')).readVariantSource(files);
    const made = new TagVariants(source);
    if (builtins) await made.load();
    return made;
  }

  /**
   * The file's variants by tag key as JSON (definitions are plain JSON; a key is its own key), written once, for
   * the `--jobs` workers' ranges; undefined without a file.
   */
  json(): string | undefined {
    return this.#byKey && (this.#json ??= JSON.stringify([...this.#byKey]));
  }

  /** The variant of the file that `name` names (compared as tags are), if any. */
  fileVariant(name: string): VariantDefinition | undefined {
    return this.#byKey?.get(variantTagKey(name));
  }
}
