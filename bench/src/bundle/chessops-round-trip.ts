/** The same round trip with chessops: `parseFen` + `Chess.fromSetup`, `parseSan`, `makeSan`, `play`, `makeFen`. */
import { Chess } from 'chessops/chess';
import { makeFen, parseFen } from 'chessops/fen';
import { makeSan, parseSan } from 'chessops/san';

export function roundTrip(fen: string, san: string): [string, string] {
  const pos = Chess.fromSetup(parseFen(fen).unwrap()).unwrap();
  const move = parseSan(pos, san)!;
  const text = makeSan(pos, move);
  pos.play(move);
  return [text, makeFen(pos.toSetup())];
}
