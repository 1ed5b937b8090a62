/**
 * `xn index FILE…`: the position index of each PGN file (`@x/search`'s `buildIndex`), written beside it as
 * `FILE.xni` (or `-o OUT` for one file); one line a file: games, plies, the index's bytes a ply and a game. Exit
 * 0 when written, 2 on usage or input errors.
 */
import fs from 'node:fs';
import { buildIndex, openIndex, SearchError } from '@x/search';
import { type CommandIo, parseCommandArgs } from '../command.js';
import { EXIT, InputError, systemMessage, UsageError } from '../failure.js';
import { terminalText } from '../io/terminal-text.js';
import { fileChunks, indexPath, stampFile } from './source-file.js';

/** `xn index`. */
export async function indexCommand(args: readonly string[], io: CommandIo): Promise<number> {
  const command = 'index';
  const { values, positionals } = parseCommandArgs(args, { output: { type: 'string', short: 'o' } });
  if (positionals.length === 0) throw new UsageError('give the PGN files to index', command);
  if (values.output !== undefined && positionals.length > 1)
    throw new UsageError('-o names the index of one file; without it each is FILE.xni', command);
  for (const file of positionals) {
    const stamp = stampFile(file, command);
    let bytes: Uint8Array;
    try {
      bytes = await buildIndex(fileChunks(file, io.stdin), { stamp, end: stamp.size });
    } catch (error) {
      if (!(error instanceof SearchError)) throw error;
      throw new InputError(`${file}: ${error.message} (${error.code})`);
    }
    const out = values.output ?? indexPath(file);
    try {
      fs.writeFileSync(out, bytes);
    } catch (error) {
      throw new InputError(`${out}: cannot write: ${systemMessage(error)}`);
    }
    let plies = 0;
    const index = openIndex(bytes);
    index.forEachGame((g) => {
      plies += g.plies;
    });
    const games = index.header.games;
    // the fixed parts: the header and checksum (76 bytes) and the move dictionary (4 bytes a distinct move)
    const dictionary = 4 * index.header.moves;
    const perGame = games === 0 ? 0 : (bytes.length - 2 * plies - dictionary - 76) / games;
    io.stdout.write(
      `${terminalText(out)}: ${games} games, ${plies} plies, ${bytes.length} bytes (2 a ply, ${perGame.toFixed(1)} a game, ${dictionary} of move dictionary)\n`,
    );
  }
  return EXIT.ok;
}
