/** CSA's game information (`N+`, `N-`, `$EVENT:…`) under the KIF header names the game model uses. */

/** KIF header names of CSA's `$` keys; other keys keep their CSA name (`$NOTE`). */
export const CSA_TO_KIF: ReadonlyMap<string, string> = new Map([
  ['$EVENT', '棋戦'],
  ['$SITE', '場所'],
  ['$START_TIME', '開始日時'],
  ['$END_TIME', '終了日時'],
  ['$TIME_LIMIT', '持ち時間'],
  ['$OPENING', '戦型'],
]);

/** CSA keys of KIF header names (the reverse of `CSA_TO_KIF`, with the players' `N+`/`N-`). */
export const KIF_TO_CSA: ReadonlyMap<string, string> = new Map([
  ['先手', 'N+'],
  ['後手', 'N-'],
  ...[...CSA_TO_KIF].map(([csa, kif]) => [kif, `${csa}:`] as [string, string]),
]);
