/** One field's problem under it, announced, already in the reader's language. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return <p className="field-error" id={id} role="alert">{error}</p>;
}

/** Props wiring an input to its error for assistive technology. */
export const describedBy = (id: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? id : undefined,
});
