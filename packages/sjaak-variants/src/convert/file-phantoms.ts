/**
 * SjaakII's file-occupancy quirk (`compat: 'sjaakii'`), as `@x/core` `filePhantoms`.
 *
 * SjaakII (1.4.1, `include/bitboard.h`, `bitboard_t::get_file`, the `#else` branch used on x86-64)
 * reads the occupancy of a file for its vertical slider and hopper tables by folding the board's
 * bits: it keeps the file's squares (bit `r·F` for rank index `r`, `F` files) and then, for
 * `shift = 1, 2, 4, …` while `shift < ranks` (at least once), ORs in the whole value shifted down by
 * `shift·F` bits and up by `shift` bits, finally keeping the low `ranks` bits as "rank `i` occupied".
 * Each step moves a bit from position `p` to `p − shift·(F − 1)` (only when `p ≥ shift·F`), so the
 * bit of rank index `r` ends on `r` as intended, but on boards with more ranks than files some bits
 * also land on other low positions: on 9x11 a piece on rank 2 (bit 9) is also read as a blocker on
 * rank 10, and a piece on rank 3 (bit 27 → 19 → 10) on rank 11. After 1. Ra2 in `straits`, Black's
 * a11 rook then reaches only a10. This module recomputes that map; nothing is copied from SjaakII.
 */

/**
 * The extra ranks SjaakII's file lookup reads as occupied, as `[source, phantom]` pairs of 1-based
 * ranks: a piece on rank `source` also reads as one on rank `phantom` of the same file. Empty on
 * boards with no more ranks than files. Phantoms on the first or last rank are left out: a ride
 * ends on an edge square anyway, so they never change a move.
 */
export function sjaakFilePhantoms(files: number, ranks: number): [number, number][] {
  const out: [number, number][] = [];
  for (let r = 0; r < ranks; r++) {
    const bits = new Set([r * files]);
    let shift = 1;
    do {
      for (const p of [...bits]) if (p >= shift * files) bits.add(p - shift * files + shift);
      shift *= 2;
    } while (shift < ranks);
    const extra = [...bits]
      .filter((p) => p < ranks && p !== r && p > 0 && p < ranks - 1)
      .sort((a, b) => a - b);
    for (const p of extra) out.push([r + 1, p + 1]);
  }
  return out;
}
