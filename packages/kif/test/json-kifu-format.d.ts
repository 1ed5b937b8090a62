/** The part of json-kifu-format (whose package names a declaration file it does not ship) these tests use. */
declare module 'json-kifu-format' {
  export class JKFPlayer {
    static parseKIF(text: string): JKFPlayer;
    static parseKI2(text: string): JKFPlayer;
    static parseCSA(text: string): JKFPlayer;
    readonly kifu: unknown;
  }
}
