/** Package version of @x/fbr. */
export const version = '0.1.0';
