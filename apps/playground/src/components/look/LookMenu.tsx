import { lazy, Suspense, useState } from 'react';

// the choices are fetched when the menu is first opened: the first load carries only the look applied
const LookChoices = lazy(() => import('./LookChoices'));

/** The page's look, folded: theme (system, light, dark), board colours, shogi and xiangqi pieces. */
export function LookMenu() {
  const [opened, setOpened] = useState(false);
  return (
    <details className="look" data-testid="look" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary>Look</summary>
      {opened ? (
        <Suspense fallback={null}>
          <LookChoices />
        </Suspense>
      ) : null}
    </details>
  );
}
