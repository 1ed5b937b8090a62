/** The canonical re-stringified text and whether the input was already canonical. */
export function Canonical({ text, input }: { readonly text: string; readonly input: string }) {
  const same = text === input;
  return (
    <div className="canonical">
      <div>
        Canonical{' '}
        <span data-testid="canonical-flag" className={same ? 'yes' : 'no'}>
          {same ? '✔ input is canonical' : '✘ input is not canonical'}
        </span>
      </div>
      <pre data-testid="canonical">{text}</pre>
    </div>
  );
}
