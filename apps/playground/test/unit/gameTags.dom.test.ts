// @vitest-environment happy-dom
/**
 * The tags table under the analysis board leaves out the tags that say nothing: a game of lichess's database has
 * `[Date "????.??.??"]` and `[Round "?"]`, a game exported from lichess `[Round "-"]`; a lichess player read them as
 * noise (the date is in `UTCDate`). A partly known date stays.
 */
import { afterEach, expect, it } from 'vitest';
import { type DomApp, mount } from '../domApp';

let app: DomApp | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

/** The tags table's rows, `name=value`. */
const rows = (a: DomApp) =>
  a
    .all('[data-testid="tags"] tr')
    .map((r) => `${r.querySelector('th')?.textContent}=${r.querySelector('td')?.textContent}`);

it('a tag whose value is unknown (?, ????.??.??, -) is not listed; a partly known date is', async () => {
  const pgn = [
    '[Event "Rated Bullet game"]',
    '[Site "https://lichess.org/1xb3os63"]',
    '[Date "????.??.??"]',
    '[Round "?"]',
    '[White "nichiren1967"]',
    '[Black "Naitero_Nagasaki"]',
    '[Result "0-1"]',
    '[UTCDate "2012.12.31"]',
    '[Annotator "-"]',
    '[EventDate "2012.??.??"]',
    '',
    '1. e4 e6 0-1',
  ].join('\n');
  const a = await mount(`#view=san&${new URLSearchParams({ san: pgn })}`);
  app = a;
  await a.get('tags');
  expect(rows(a)).toEqual([
    'Event=Rated Bullet game',
    'Site=https://lichess.org/1xb3os63',
    'White=nichiren1967',
    'Black=Naitero_Nagasaki',
    'Result=0-1',
    'UTCDate=2012.12.31',
    'EventDate=2012.??.??',
  ]);
  expect(a.errors).toEqual([]);
});
