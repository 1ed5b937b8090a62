import { version as coreVersion } from '@x/core';
import { version as fbrVersion } from '@x/fbr';
import { version as feenVersion } from '@x/feen';
import { version as icnVersion } from '@x/icn';
import { version as sanVersion } from '@x/san';
import { version as sjaakVersion } from '@x/sjaak-variants';

const packages = [
  ['@x/core', coreVersion],
  ['@x/san', sanVersion],
  ['@x/feen', feenVersion],
  ['@x/icn', icnVersion],
  ['@x/sjaak-variants', sjaakVersion],
  ['@x/fbr', fbrVersion],
] as const;

/** The playground's root component. */
export function App() {
  return (
    <main>
      <h1>@x notation playground</h1>
      <ul data-testid="packages">
        {packages.map(([name, version]) => (
          <li key={name}>
            {name} {version}
          </li>
        ))}
      </ul>
    </main>
  );
}
