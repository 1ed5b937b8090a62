/**
 * Exact bigint arithmetic helpers and primality for huygen distances.
 *
 * `isPrime` is deterministic Miller–Rabin with the first 13 prime bases below 3.3·10^24 (proven exact there),
 * and the Baillie–PSW test (strong base-2 Miller–Rabin plus a strong Lucas test with Selfridge parameters)
 * above: no composite passing it is known, but exactness above 3.3·10^24 rests on that fact, not on a proof.
 */

/** |a| for bigints. */
export function abs(a: bigint): bigint {
  return a < 0n ? -a : a;
}

/** Floor division for bigints (b ≠ 0). */
export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

function modPow(base: bigint, exp: bigint, mod: bigint): bigint {
  let r = 1n;
  base %= mod;
  if (base < 0n) base += mod;
  while (exp > 0n) {
    if (exp & 1n) r = (r * base) % mod;
    base = (base * base) % mod;
    exp >>= 1n;
  }
  return r;
}

const SMALL_PRIMES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n];
const MR_LIMIT = 3317044064679887385961981n;

function strongProbablePrime(n: bigint, a: bigint, d: bigint, s: number): boolean {
  let x = modPow(a, d, n);
  if (x === 1n || x === n - 1n) return true;
  for (let i = 1; i < s; i++) {
    x = (x * x) % n;
    if (x === n - 1n) return true;
    if (x === 1n) return false;
  }
  return false;
}

function jacobi(a: bigint, n: bigint): number {
  a %= n;
  if (a < 0n) a += n;
  let r = 1;
  while (a !== 0n) {
    while ((a & 1n) === 0n) {
      a >>= 1n;
      const m8 = n % 8n;
      if (m8 === 3n || m8 === 5n) r = -r;
    }
    [a, n] = [n, a];
    if (a % 4n === 3n && n % 4n === 3n) r = -r;
    a %= n;
  }
  return n === 1n ? r : 0;
}

function isSquare(n: bigint): boolean {
  if (n < 0n) return false;
  if (n < 2n) return true;
  let x = 1n << BigInt((n.toString(2).length >> 1) + 1);
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) break;
    x = y;
  }
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  return x * x === n;
}

function strongLucas(n: bigint): boolean {
  // Selfridge: first D in 5, -7, 9, -11, ... with jacobi(D, n) = -1
  let D = 5n;
  for (;;) {
    const j = jacobi(D, n);
    if (j === -1) break;
    if (j === 0 && abs(D) !== n) return false;
    D = D > 0n ? -(D + 2n) : -D + 2n;
    if (D === 13n && isSquare(n)) return false;
  }
  const P = 1n;
  const Q = (1n - D) / 4n;
  let d = n + 1n;
  let s = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    s++;
  }
  const mod = (a: bigint) => {
    const r = a % n;
    return r < 0n ? r + n : r;
  };
  const half = (a: bigint) => {
    let x = mod(a);
    if (x & 1n) x += n;
    return x >> 1n;
  };
  // binary Lucas chain for U_d, V_d
  let U = 1n;
  let V = P;
  let Qk = mod(Q);
  const bits = d.toString(2);
  for (let i = 1; i < bits.length; i++) {
    U = mod(U * V);
    V = mod(V * V - 2n * Qk);
    Qk = mod(Qk * Qk);
    if (bits[i] === '1') {
      const U2 = half(P * U + V);
      const V2 = half(D * U + P * V);
      U = U2;
      V = V2;
      Qk = mod(Qk * Q);
    }
  }
  if (U === 0n || V === 0n) return true;
  for (let r = 1; r < s; r++) {
    V = mod(V * V - 2n * Qk);
    Qk = mod(Qk * Qk);
    if (V === 0n) return true;
  }
  return false;
}

/** Whether n is prime (exact below 3.3·10^24; Baillie–PSW above, see the module comment). */
export function isPrime(n: bigint): boolean {
  if (n < 2n) return false;
  for (const p of SMALL_PRIMES) {
    if (n === p) return true;
    if (n % p === 0n) return false;
  }
  let d = n - 1n;
  let s = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    s++;
  }
  if (n < MR_LIMIT) {
    for (const a of SMALL_PRIMES) if (!strongProbablePrime(n, a, d, s)) return false;
    return true;
  }
  return strongProbablePrime(n, 2n, d, s) && strongLucas(n);
}
