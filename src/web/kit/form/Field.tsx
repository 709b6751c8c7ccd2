import { Controller, useFieldArray, useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { humanise, type FieldSpec } from './fields.js';
import { getPath, type FormValues } from './values.js';

export interface FieldProps {
  spec: FieldSpec;
  formId: string;
  label: (spec: FieldSpec) => string;
  optionLabel: (spec: FieldSpec, value: string | number) => string;
}

/** One generated field: its label, the input its kind calls for, and its error under it. */
export function Field({ spec, formId, label, optionLabel }: FieldProps) {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<FormValues>();
  const id = `${formId}-${spec.name.replace(/\./g, '-')}`;
  const error = getPath(formState.errors, spec.name) as FieldError | undefined;
  const errorId = `${id}-error`;
  const a11y = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined };
  const required = !spec.optional && !spec.nullable;
  const text = label(spec);

  if (spec.kind === 'object') {
    return (
      <fieldset className="sf-fieldset" data-field={spec.name}>
        <legend>{text}</legend>
        {(spec.children ?? []).map((child) => (
          <Field key={child.name} spec={child} formId={formId} label={label} optionLabel={optionLabel} />
        ))}
      </fieldset>
    );
  }

  const errorLine = error?.message ? <p className="field-error" id={errorId} role="alert">{error.message}</p> : null;

  if (spec.kind === 'rows') {
    return (
      <fieldset className="sf-field sf-rows" data-field={spec.name} aria-describedby={error ? errorId : undefined}>
        <legend>{text}{required && <span className="sf-required" aria-hidden="true"> *</span>}</legend>
        <RowsInput spec={spec} id={id} label={label} optionLabel={optionLabel} />
        {errorLine}
      </fieldset>
    );
  }

  if (spec.kind === 'boolean') {
    return (
      <div className="sf-field sf-check" data-field={spec.name}>
        <label htmlFor={id}>
          <input type="checkbox" {...a11y} {...register(spec.name)} />
          <span>{text}</span>
        </label>
        {errorLine}
      </div>
    );
  }

  if (spec.kind === 'multiselect') {
    const options = spec.options ?? [];
    return (
      <fieldset className="sf-field sf-multi" data-field={spec.name} aria-describedby={error ? errorId : undefined}>
        <legend>{text}</legend>
        <Controller control={control} name={spec.name} render={({ field }) => {
          const selected = new Set(Array.isArray(field.value) ? (field.value as string[]) : []);
          return (
            <div className={`sf-options${options.length > 12 ? ' sf-options-many' : ''}`}>
              {options.map((o) => {
                const value = String(o);
                return (
                  <label key={value}>
                    <input type="checkbox" name={spec.name} value={value} checked={selected.has(value)} onBlur={field.onBlur}
                      onChange={(e) => {
                        const next = new Set(selected);
                        if (e.target.checked) next.add(value); else next.delete(value);
                        field.onChange(options.map(String).filter((x) => next.has(x)));
                      }} />
                    <span>{optionLabel(spec, o)}</span>
                  </label>
                );
              })}
            </div>
          );
        }} />
        {errorLine}
      </fieldset>
    );
  }

  let input: React.ReactNode;
  if (spec.kind === 'select') {
    input = (
      <select {...a11y} {...register(spec.name)}>
        {(!required || spec.defaultValue === undefined) && <option value="">{required ? t('kit.form.choose') : t('kit.form.none')}</option>}
        {(spec.options ?? []).map((o) => <option key={String(o)} value={String(o)}>{optionLabel(spec, o)}</option>)}
      </select>
    );
  } else if (spec.kind === 'textarea' || spec.kind === 'json') {
    input = (
      <textarea rows={spec.kind === 'json' ? 5 : 3} {...a11y} {...register(spec.name)}
        spellCheck={spec.kind !== 'json'} placeholder={spec.kind === 'json' ? t('kit.form.json_hint') : undefined} />
    );
  } else if (spec.kind === 'list') {
    input = <input type="text" {...a11y} {...register(spec.name)} autoComplete="off" placeholder={t('kit.form.list_hint')} />;
  } else {
    const type = spec.kind === 'number' ? 'text' : spec.kind;
    input = (
      <input type={type} {...a11y} {...register(spec.name)}
        inputMode={spec.kind === 'number' ? 'decimal' : undefined}
        autoComplete={spec.kind === 'password' ? (spec.key.startsWith('current') ? 'current-password' : 'new-password') : spec.kind === 'email' ? 'email' : 'off'}
        maxLength={spec.maxLength} />
    );
  }
  return (
    <div className="sf-field field" data-field={spec.name}>
      <label htmlFor={id}>
        {text}
        {required && <span className="sf-required" aria-hidden="true"> *</span>}
      </label>
      {input}
      {errorLine}
    </div>
  );
}

/** The label of an option no message names: roles and ids stay as they are, words get humanised. */
export function fallbackOptionLabel(spec: FieldSpec, value: string | number): string {
  if (typeof value === 'number' || spec.key === 'roles' || spec.key === 'role') return String(value);
  return humanise(value);
}

/**
 * The rows of an array of small objects: a line of inputs per element, a button to add one and one
 * to take each away (the last row stays, emptied). Each input is labelled by its column for screen
 * readers and named `items.0.sku` as react-hook-form and the server's error paths name it.
 */
function RowsInput({ spec, id, label, optionLabel }: { spec: FieldSpec; id: string } & Pick<FieldProps, 'label' | 'optionLabel'>) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<FormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: spec.name as never });
  const columns = spec.children ?? [];
  const blank = () => Object.fromEntries(columns.map((c) => [c.key, c.kind === 'boolean' ? false : ''])) as never;
  return (
    <div className="sf-rows-body">
      <table className="sf-rows-table">
        <thead>
          <tr>{columns.map((c) => <th key={c.key} scope="col">{label(c)}</th>)}<th scope="col"><span className="sr-only">{t('kit.form.remove_row')}</span></th></tr>
        </thead>
        <tbody>
          {fields.map((row, i) => (
            <tr key={row.id} data-testid={`${spec.name}-row`}>
              {columns.map((c) => {
                const name = `${spec.name}.${i}.${c.key}`;
                const cellId = `${id}-${i}-${c.key}`;
                const aria = { id: cellId, 'aria-label': `${label(c)} ${i + 1}` };
                return (
                  <td key={c.key}>
                    {c.kind === 'select' ? (
                      <select {...aria} {...register(name)}>
                        <option value="">{t('kit.form.choose')}</option>
                        {(c.options ?? []).map((o) => <option key={String(o)} value={String(o)}>{optionLabel(c, o)}</option>)}
                      </select>
                    ) : c.kind === 'boolean' ? <input type="checkbox" {...aria} {...register(name)} />
                      : <input type={c.kind === 'number' ? 'text' : c.kind} inputMode={c.kind === 'number' ? 'decimal' : undefined} autoComplete="off" {...aria} {...register(name)} />}
                  </td>
                );
              })}
              <td>
                <button type="button" className="btn btn-small" onClick={() => (fields.length > 1 ? remove(i) : (remove(0), append(blank())))}
                  aria-label={`${t('kit.form.remove_row')} ${i + 1}`} title={t('kit.form.remove_row')}>×</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="btn btn-small" onClick={() => append(blank())} data-testid={`${spec.name}-add-row`}>{t('kit.form.add_row')}</button>
    </div>
  );
}
