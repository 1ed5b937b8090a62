/**
 * A lichess export of a blitz game, written for the playground (no one's game): players, ratings, a title, the
 * time control, `[%eval]` and `[%clk]` after every move and lichess's glyphs — what a lichess user opens on the
 * analysis board. The screenshots' scene (`screens-play.mjs`) and the views' tests (`test/views.dom.test.ts`).
 */
export const LICHESS_GAME = `[Event "Rated Blitz game"]
[Site "https://lichess.org/Xa1b2C3d"]
[Date "2026.11.30"]
[White "Maximilian_Longname_Blitz"]
[Black "kasparov_fan"]
[Result "0-1"]
[WhiteElo "1843"]
[BlackElo "1790"]
[WhiteTitle "FM"]
[TimeControl "180+2"]
[Termination "Normal"]

1. e4 { [%eval 0.36] [%clk 0:03:00] } 1... e5 { [%eval 0.3] [%clk 0:03:00] } 2. Nf3 { [%eval 0.25] [%clk 0:02:59] }
2... Nc6 { [%eval 0.28] [%clk 0:02:58] } 3. Bc4 { [%eval 0.2] [%clk 0:02:57] } 3... Nd4?! { [%eval 0.9] [%clk 0:02:55] }
4. Nxe5? { [%eval -0.6] [%clk 0:02:50] } 4... Qg5 { [%eval -0.5] [%clk 0:02:52] } 5. Nxf7?? { [%eval -6.5] [%clk 0:02:41] }
5... Qxg2 { [%eval -7.0] [%clk 0:02:49] } 6. Rf1 { [%eval -7.2] [%clk 0:02:39] } 6... Qxe4+ { [%eval #-1] [%clk 0:02:48] }
7. Be2 { [%eval #-1] [%clk 0:02:30] } 7... Nf3# { [%clk 0:02:47] } 0-1
`;
