/**
 * `--option` as `xn analyse` and `xn match` read it: `N:NAME=VALUE` for the N-th `--engine` (1-based), or
 * `NAME=VALUE` for every engine that declares `NAME` — a usage error only when none of them does, told once
 * every engine has started (`started`).
 */
import { UsageError } from '../failure.js';

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
   * Records that engine `index` started, declaring the options `declared` names; once every engine has, a plain
   * option none of them declared is a usage error.
   */
  started(index: number, declared: (name: string) => boolean): void {
    for (const s of this.settings)
      if (s.engine === undefined && declared(s.name)) this.#claimed.add(s.name.toLowerCase());
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
