import { notationOf } from '../../lib/text/notationOf';
import { VIEW_TITLES, type ViewId } from '../../state/url';

/** The longest text the offer's link carries (in its hash, as the tab's own URL carries it). */
const MAX_CARRIED = 100_000;

/**
 * Under a tab's error: when the refused text is another notation (`notationOf`), a link that opens it in the tab
 * that reads it (the app reads the link's hash as it reads a shared link). Nothing when it is this tab's own.
 */
export function OtherTab({ text, here }: { readonly text: string; readonly here: ViewId }) {
  const tab = notationOf(text);
  if (tab === undefined || tab.view === here) return null;
  // a text in the link as a shared link carries it; a very long one is named, not carried
  if (text.length > MAX_CARRIED)
    return (
      <p className="other-tab" data-testid="other-tab">
        This looks like {tab.what}: paste it in {VIEW_TITLES[tab.view]}
      </p>
    );
  const href = `#view=${tab.view}&${tab.param}=${encodeURIComponent(text)}`;
  return (
    <p className="other-tab" data-testid="other-tab">
      This looks like {tab.what}: <a href={href}>open it in {VIEW_TITLES[tab.view]}</a>
    </p>
  );
}
