import { Controller, useFormContext, type FieldError } from 'react-hook-form';
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
