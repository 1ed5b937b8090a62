/** Package version of @x/san. */
export const version = '0.1.0';
