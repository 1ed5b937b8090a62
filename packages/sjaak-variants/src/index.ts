/** Package version of @x/sjaak-variants. */
export const version = '0.1.0';
