/**
 * What a consumer of games or records answers, the one shape every read loop of `xn` awaits: `false` stops the
 * read; a promise when the consumer must be waited for (its output draining); anything else reads on at once.
 */
export type GoOn = boolean | undefined | Promise<boolean | undefined> | Promise<void>;
