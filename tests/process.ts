/** Test helpers about processes, shared by the tests that start one (engines, `xn serve`). */

/** Whether the process `pid` is still running (signal 0 reaches it). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
