/** A clear "not available yet" notice for a function a package does not export yet. */
export function NotAvailable({ what, needs }: { readonly what: string; readonly needs: string }) {
  return (
    <p className="not-available" data-testid="not-available">
      {what}: not available yet — needs <code>{needs}</code>, which the package does not export yet.
    </p>
  );
}
