/** Package version of @x/core. */
export const version = '0.1.0';
