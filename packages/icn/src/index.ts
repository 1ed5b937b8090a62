/** Package version of @x/icn. */
export const version = '0.1.0';
