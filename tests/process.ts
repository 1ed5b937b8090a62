/** Test helpers about processes, shared by the tests that start one (engines, `xn serve`). */
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Whether the process `pid` is still running: signal 0 reaches it and it is not a zombie (an ended process whose
 * parent has not yet collected it, as a killed grandchild waits for init: it runs nothing).
 */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.charAt(stat.lastIndexOf(')') + 2) !== 'Z';
  } catch {
    return true; // no /proc: signal 0 is all there is
  }
}

/** The children of process `pid` (from Linux's /proc; empty elsewhere). */
export function childrenOf(pid: number): number[] {
  const out: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return out;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) out.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** Every process below `pid`: its children, theirs, and so on (Linux /proc). */
export function descendantsOf(pid: number): number[] {
  const out: number[] = [];
  for (let at = [pid]; at.length > 0; ) {
    const next = at.flatMap(childrenOf);
    out.push(...next);
    at = next;
  }
  return out;
}

/**
 * Those of `pids` still running after up to `ms` milliseconds: a signalled process ends when the kernel next runs
 * it, which on a loaded machine can come a little after the call that sent the signal returned.
 */
export async function aliveAfter(pids: readonly number[], ms = 2000): Promise<number[]> {
  for (let waited = 0; ; waited += 20) {
    const left = pids.filter(alive);
    if (left.length === 0 || waited >= ms) return left;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
