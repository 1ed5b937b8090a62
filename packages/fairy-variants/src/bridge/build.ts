/** The conversion's working state: settings, zones registered so far, and what was not converted. */
import type { Zone } from '@x/core/variant';
import type { FairySettings, SettingOrigin } from './settings.js';

/** One thing the bridge could not express: the key behind it and why. */
export interface Unsupported {
  readonly key: string;
  readonly section: string;
  readonly line?: number;
  readonly message: string;
}

/** Square name (`a1`, `j10`) of a 12-file grid index. */
export function squareOfIndex(index: number): string {
  return `${String.fromCharCode(97 + (index % 12))}${Math.floor(index / 12) + 1}`;
}

/** Shared state of one conversion. */
export class Build {
  readonly zones: Record<string, Zone> = {};
  readonly unsupported: Unsupported[] = [];
  /** Fields the converter read: a field set away from its default and never read is reported. */
  readonly used = new Set<string>();
  readonly files: number;
  readonly ranks: number;

  constructor(readonly s: FairySettings) {
    this.files = (s.fields.get('maxFile') as number) + 1;
    this.ranks = (s.fields.get('maxRank') as number) + 1;
  }

  /** A field's value, marked as read. */
  get<T>(field: string): T {
    this.used.add(field);
    return this.s.fields.get(field) as T;
  }

  /** Reports `field` (by the key that set it) as not expressible. */
  report(field: string, message: string): void {
    const origin: SettingOrigin = this.s.origins.get(field) ?? {
      key: field.replace(/\.[wb]$/, ''),
      section: '',
    };
    if (this.unsupported.some((u) => u.key === origin.key && u.message === message)) return;
    this.unsupported.push({ ...origin, message });
  }

  /** Whether a grid square lies on the board. */
  onBoard(index: number): boolean {
    return index % 12 < this.files && Math.floor(index / 12) < this.ranks;
  }

  /** Registers a zone from White's and Black's grid squares (off-board squares dropped); returns its name. */
  zone(name: string, white: Iterable<number>, black: Iterable<number>): string {
    const names = (list: Iterable<number>) =>
      [...list]
        .filter((i) => this.onBoard(i))
        .sort((a, b) => a - b)
        .map(squareOfIndex);
    this.zones[name] = { white: names(white), black: names(black) };
    return name;
  }

  /** A per-colour region field pair as a zone (named after the field). */
  regionZone(field: string): string {
    return this.zone(field, this.get<Set<number>>(`${field}.w`), this.get<Set<number>>(`${field}.b`));
  }

  /** Whether both colours' values of a per-colour set field are equal. */
  sameForBoth(field: string): boolean {
    const w = [...this.get<Set<unknown>>(`${field}.w`)].sort().join();
    return w === [...this.get<Set<unknown>>(`${field}.b`)].sort().join();
  }
}

/** Both colours' values of a per-colour set field, in one set. */
export function setOfBoth(b: Build, field: string): Set<string> {
  return new Set([...b.get<Set<string>>(`${field}.w`), ...b.get<Set<string>>(`${field}.b`)]);
}

/** The board field of `startFen`, without its holdings (`[…]`). */
export function startBoard(b: Build): string {
  return (b.get<string>('startFen').split(/\s+/)[0] ?? '').replace(/\[.*$/, '');
}
