/** Package version of @x/feen. */
export const version = '0.1.0';
