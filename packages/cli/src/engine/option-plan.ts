/**
 * `--option` as `xn analyse` and `xn match` read it: `N:NAME=VALUE` for the N-th `--engine` (1-based), a usage
 * error when that engine lacks `NAME`; or `NAME=VALUE` for every engine that declares `NAME` — a usage error when
 * none of them does, told once every engine has started, or as soon as an engine that lacks it has an option a
 * slip of the keys away (`started`).
 */
import { type Engine, optionNamed } from '@x/engine';
import { UsageError } from '../failure.js';
import { closestName } from './closest-name.js';

/** One `--option`: for engine `engine` (0-based), or for every engine that declares it (`undefined`). */
export interface OptionSetting {
  readonly engine: number | undefined;
  readonly name: string;
  readonly value: string;
}

/** The `--option`s of a command run, and which of the plain ones some engine declared. */
export class OptionPlan {
  readonly settings: readonly OptionSetting[];
  readonly #engines: number;
  readonly #command: string;
  readonly #started = new Set<number>();
  /** The plain options' names (lowercase) an engine declared. */
  readonly #claimed = new Set<string>();

  constructor(settings: readonly OptionSetting[], engines: number, command: string) {
    this.settings = settings;
    this.#engines = engines;
    this.#command = command;
  }

  /** The settings engine `index` (0-based) is given, in order. */
  of(index: number): OptionSetting[] {
    return this.settings.filter((s) => s.engine === undefined || s.engine === index);
  }

  /**
   * Records that engine `index` (named `engine`) started, declaring `declared` (`Engine.options`, looked up as
   * `optionNamed` looks up: its case first, then any case). An option of its
   * place it lacks is a usage error now; so is a plain option it lacks that is a slip of the keys from one it has
   * (`closestName`), unless an engine started before it has the option; and, once every engine has started, a
   * plain option none of them has.
   */
  started(index: number, declared: Engine['options'], engine: string): void {
    for (const s of this.of(index)) {
      const key = s.name.toLowerCase();
      if (optionNamed(declared, s.name) !== undefined) {
        if (s.engine === undefined) this.#claimed.add(key);
        continue;
      }
      const near = closestName(
        s.name,
        Array.from(declared.values(), (option) => option.name),
      );
      const meant = near === undefined ? '' : ` (did you mean ${near}?)`;
      if (s.engine !== undefined)
        throw new UsageError(
          `--option ${s.engine + 1}:${s.name}: ${engine} has no such option${meant}`,
          this.#command,
        );
      if (near !== undefined && !this.#claimed.has(key))
        throw new UsageError(
          `--option ${s.name}: ${engine} has no such option${meant}; give N:${s.name}=VALUE for the engines that have it`,
          this.#command,
        );
    }
    if (this.#started.has(index)) return;
    this.#started.add(index);
    if (this.#started.size < this.#engines) return;
    const unclaimed = this.settings.find(
      (s) => s.engine === undefined && !this.#claimed.has(s.name.toLowerCase()),
    );
    if (unclaimed !== undefined)
      throw new UsageError(
        `--option ${unclaimed.name}: no engine has that option (give N:${unclaimed.name}=VALUE for one engine)`,
        this.#command,
      );
  }
}

/** `--option [N:]NAME=VALUE` values for `engines` engines: a usage error for another form or an N out of range. */
export function engineOptions(
  values: readonly string[] | undefined,
  command: string,
  engines: number,
): OptionPlan {
  const settings = (values ?? []).map((text): OptionSetting => {
    const numbered = /^(\d{1,4}):(.*)$/s.exec(text);
    const body = numbered === null ? text : numbered[2]!;
    const equals = body.indexOf('=');
    if (equals <= 0) throw new UsageError(`--option takes [N:]NAME=VALUE (got '${text}')`, command);
    const n = numbered === null ? undefined : Number(numbered[1]);
    if (n !== undefined && (n < 1 || n > engines))
      throw new UsageError(
        `--option ${text}: N is the engine's place, from 1 to ${engines} (got ${n})`,
        command,
      );
    return {
      engine: n === undefined ? undefined : n - 1,
      name: body.slice(0, equals).trim(),
      value: body.slice(equals + 1).trim(),
    };
  });
  return new OptionPlan(settings, engines, command);
}
