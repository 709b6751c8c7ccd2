import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../shared/api/errors.js';
import { describeShape, flatten, humanise, pickFields, type FieldSpec } from './fields.js';
import { fallbackOptionLabel, Field } from './Field.js';
import { inReadersLanguage, issueMessage, serverFieldMessage, type Translator } from './messages.js';
import { cleanValues, fieldForPath, initialValues, setPath, type FormValues } from './values.js';
import { moneyPaths, readMoney, showMoney } from './money.js';
import type { MoneyInput } from '../../../shared/commands/define.js';
import { useSaveBarMember } from './SaveBar.js';
import { useUnsavedChanges } from './unsaved.js';
import '../../styles/kit.css';

export interface SchemaFormProps<S extends z.ZodType> {
  /** A zod object: a catalogue command's `input`, or a screen's own. */
  schema: S;
  defaultValues?: Record<string, unknown> | undefined;
  /** Values the schema needs but the user does not type (the `id` of the user being edited). */
  fixed?: Record<string, unknown> | undefined;
  /**
   * Receives the parsed values; a thrown ApiError is shown on its fields and above the form.
   * Returning `false` means nothing was done (a declined confirmation): the form is kept as is.
   */
  onSubmit: (values: z.output<S>) => Promise<unknown> | void;
  submitLabel: string;
  autoFocus?: boolean;
  /** Top-level fields to show, in order (`other.theme` picks inside a fieldset). */
  fields?: readonly string[] | undefined;
  /** Labels by dotted field name, over the i18n ones (`kit.fields.<name>`) and the humanised name. */
  labels?: Record<string, string> | undefined;
  /**
   * Choices for fields the schema leaves open, by field name: an id field becomes a select and a
   * list of ids a set of checkboxes, each option labelled (the order's own lines for `line_item_id`).
   */
  choices?: Record<string, readonly Choice[]> | undefined;
  /** Start again from the default values after a successful submit (create forms). */
  resetOnSuccess?: boolean;
  /** Extra buttons beside the submit one (Cancel in a dialog). */
  actions?: React.ReactNode;
  /**
   * A second use of what is typed, beside saving it (a discount replayed over past orders): the
   * same checks and conversions as a submit, then `onSubmit`; the form is not saved and keeps its
   * edits, and a refusal shows on the fields it names as a save's would.
   */
  alternate?: { label: string; testId: string; onSubmit: (values: z.output<S>) => Promise<unknown> } | undefined;
  /**
   * The command's money inputs (its `money`): typed in ₮, sent in möngö, labelled "(₮)".
   * Screens that read ₮ themselves leave it out.
   */
  money?: readonly MoneyInput[] | undefined;
  /** The screen's own controls inside the form, after the fields (a confirmation's typed word): Enter in them submits. */
  extra?: React.ReactNode;
  testId?: string;
  disabled?: boolean;
  /** `grid`: two columns of fields on wide screens (long edit forms). */
  layout?: 'stack' | 'grid';
  /**
   * An edit form whose changes must not be lost: it joins the screen's save bar when there is one
   * (SaveBarScope; its own button is then hidden), and asks before its changes are left either way.
   */
  keepEdits?: boolean;
  /** Told what the inputs hold as they change (the palette's `bo` line follows what is typed). */
  onValues?: ((values: FormValues) => void) | undefined;
}

/**
 * A form generated from a zod object (issue 3 point 9, spec §5): each field validated on blur and
 * on change, its error cleared once valid, everything validated on submit or Enter; server
 * refusals shown on the fields they name.
 */
export function SchemaForm<S extends z.ZodType>(props: SchemaFormProps<S>) {
  const { schema, defaultValues, fixed, onSubmit, submitLabel, autoFocus, fields, labels, choices, resetOnSuccess, actions, alternate, extra, money, testId, disabled, layout, keepEdits, onValues } = props;
  const moneyAt = useMemo(() => moneyPaths(money), [money]);
  const { t, i18n } = useTranslation();
  const formId = useId().replace(/:/g, '');
  const specs = useMemo(() => withChoices(pickFields(describeShape(schema), fields), choices), [schema, fields, choices]);
  const names = useMemo(() => new Set(flatten(specs).filter((s) => s.kind !== 'object').map((s) => s.name)), [specs]);
  const initial = useMemo(() => initialValues(specs, showMoney(defaultValues ?? {}, moneyAt)), [specs, defaultValues, moneyAt]);
  const [formError, setFormError] = useState<string | null>(null);

  const tr: Translator = useMemo(
    () => ({ t: (k, o) => String(t(k, o)), exists: (k) => i18n.exists(k), language: i18n.language }),
    [t, i18n, i18n.language],
  );
  const initialRef = useRef(initial);
  initialRef.current = initial;
  const fixedRef = useRef(fixed);
  fixedRef.current = fixed;

  const resolver = useMemo<Resolver<FormValues, unknown, z.output<S>>>(() => async (values) => {
    const read = readMoney(values, moneyAt);
    if (read.bad.length) {
      const errors: Record<string, unknown> = {};
      for (const path of read.bad) setPath(errors, path, { type: 'money', message: t('kit.form.not_tugrik') });
      return { values: {}, errors: errors as FieldErrors<FormValues> };
    }
    const cleaned = { ...fixedRef.current, ...cleanValues(specs, read.values) };
    const result = await schema.safeParseAsync(cleaned);
    if (result.success) return { values: result.data as z.output<S>, errors: {} };
    const errors: Record<string, unknown> = {};
    const elsewhere: string[] = [];
    for (const issue of result.error.issues) {
      const field = fieldForPath(names, issue.path);
      const message = issueMessage(issue, field ?? issue.path.join('.'), tr);
      if (field) {
        if (!errors[field] && !hasPath(errors, field)) setPath(errors, field, { type: issue.code, message });
      } else elsewhere.push(issue.path.length ? `${humanise(issue.path.map(String).join(' '))}: ${message}` : message);
    }
    if (elsewhere.length) errors.root = { type: 'schema', message: elsewhere.join('; ') };
    return { values: {}, errors: errors as FieldErrors<FormValues> };
  }, [schema, specs, names, tr, moneyAt, t]);

  const form = useForm<FormValues, unknown, z.output<S>>({
    mode: 'all',
    reValidateMode: 'onChange',
    defaultValues: initial,
    resolver,
  });

  // new values from the server (another user loaded, a save came back) replace untouched forms
  const initialKey = JSON.stringify(initial);
  const mountedKey = useRef(initialKey);
  useEffect(() => {
    // not on mount: the form starts from these values already, and a reset would drop autoFocus
    if (mountedKey.current === initialKey) return;
    mountedKey.current = initialKey;
    if (!form.formState.isDirty) form.reset(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialKey]);

  useEffect(() => {
    if (!onValues) return undefined;
    onValues(form.getValues());
    const subscription = form.watch((values) => onValues(values as FormValues));
    return () => subscription.unsubscribe();
  }, [form, onValues]);

  const formEl = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const first = flatten(specs).find((s) => s.kind !== 'object');
    if (!autoFocus || !first) return;
    // before the form is first painted, so keys typed as soon as it shows land in its first field;
    // once more after the browser has laid the fields out (a dialog opening, a lazy chunk
    // arriving) if the focus did not hold, never taking it from a field of this form
    form.setFocus(first.name);
    const frame = requestAnimationFrame(() => {
      if (!formEl.current?.contains(document.activeElement)) form.setFocus(first.name);
    });
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoFocus]);

  const fieldName = (key: string) => (i18n.exists(`kit.fields.${key}`) ? t(`kit.fields.${key}`) : humanise(key));
  const label = (spec: FieldSpec): string => {
    const text = plainLabel(spec);
    return moneyAt.some((m) => m.path === spec.name) ? `${text} (₮)` : text;
  };
  const plainLabel = (spec: FieldSpec): string => {
    const given = labels?.[spec.name] ?? (i18n.exists(`kit.fields.${spec.name}`) ? t(`kit.fields.${spec.name}`) : undefined);
    if (given !== undefined) return given;
    // a list's filter (`q.total_gteq`): its field and how it compares, in the reader's language
    const filter = spec.name.startsWith('q.') ? /^(\w+?)_(eq|cont|start|gteq|lteq|in)$/.exec(spec.key) : null;
    if (filter) return t(`kit.predicates.${filter[2]}`, { field: fieldName(filter[1]!) });
    return fieldName(spec.key);
  };
  const optionLabel = (spec: FieldSpec, value: string | number): string => {
    const given = choices?.[spec.name]?.find((c) => String(c.value) === String(value));
    if (given) return given.label;
    if (spec.name.startsWith('q.') && (value === 'true' || value === 'false')) return t(value === 'true' ? 'kit.filters.yes' : 'kit.filters.no');
    const key = `kit.options.${spec.key}.${value}`;
    if (i18n.exists(key)) return t(key);
    // a list's sort (`q.s`): `total desc` reads "Total, descending" in the reader's language
    const sort = spec.key === 's' && typeof value === 'string' ? /^(\w+)(?: (asc|desc))?$/.exec(value) : null;
    if (sort) return sort[2] ? t(`kit.sort.${sort[2]}`, { field: fieldName(sort[1]!) }) : fieldName(sort[1]!);
    return fallbackOptionLabel(spec, value);
  };

  /** True when sent and accepted. */
  async function send(values: z.output<S>): Promise<boolean> {
    setFormError(null);
    try {
      // `false`: the caller changed his mind (a confirmation declined); the form stays as it is
      if ((await onSubmit(values)) === false) return false;
      // a secret typed once is never kept in the form after it was sent
      if (resetOnSuccess) form.reset(initialRef.current);
      else form.reset(blankSecrets(specs, form.getValues()));
      return true;
    } catch (e) {
      setFormError(applyServerError(e, names, form.setError, tr));
      return false;
    }
  }
  const submit = form.handleSubmit(async (values) => { await send(values); });
  const [alternating, setAlternating] = useState(false);
  const submitAlternate = form.handleSubmit(async (values) => {
    if (!alternate) return;
    setFormError(null);
    setAlternating(true);
    try {
      await alternate.onSubmit(values);
    } catch (e) {
      setFormError(applyServerError(e, names, form.setError, tr));
    } finally {
      setAlternating(false);
    }
  });

  const dirty = form.formState.isDirty;
  const inBar = useSaveBarMember(keepEdits && !disabled ? {
    dirty,
    save: () => new Promise<boolean>((resolve) => { void form.handleSubmit(async (v) => resolve(await send(v)), () => resolve(false))(); }),
    discard: () => form.reset(initialRef.current),
  } : null);
  useUnsavedChanges(!!keepEdits && !inBar && dirty);

  const rootError = form.formState.errors.root?.message;
  return (
    <FormProvider {...form}>
      <form ref={formEl} className={`schema-form${layout === 'grid' ? ' sf-grid' : ''}`} noValidate onSubmit={(e) => void submit(e)} data-testid={testId ?? 'schema-form'} aria-busy={form.formState.isSubmitting}>
        {(formError ?? rootError) && <div className="form-error sf-form-error" role="alert" data-testid="form-error">{formError ?? rootError}</div>}
        <fieldset className="sf-body" disabled={disabled || form.formState.isSubmitting}>
          {specs.map((spec) => <Field key={spec.name} spec={spec} formId={formId} label={label} optionLabel={optionLabel} />)}
        </fieldset>
        {extra}
        <div className="sf-actions" hidden={inBar && !actions && !alternate}>
          {!inBar && <button type="submit" className="btn btn-primary" disabled={disabled || form.formState.isSubmitting} data-testid={`${testId ?? 'schema-form'}-submit`}>
            {form.formState.isSubmitting ? t('kit.form.saving') : submitLabel}
          </button>}
          {alternate && <button type="button" className="btn" disabled={disabled || alternating} aria-busy={alternating} data-testid={alternate.testId}
            onClick={() => void submitAlternate()}>{alternate.label}</button>}
          {actions}
        </div>
      </form>
    </FormProvider>
  );
}

function blankSecrets(specs: FieldSpec[], values: FormValues): FormValues {
  const out: FormValues = { ...values };
  for (const spec of specs) {
    if (spec.kind === 'password') out[spec.key] = '';
    else if (spec.kind === 'object') out[spec.key] = blankSecrets(spec.children ?? [], (values[spec.key] ?? {}) as FormValues);
  }
  return out;
}

function hasPath(tree: Record<string, unknown>, path: string): boolean {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/** Puts a refusal's field messages on the fields; returns the line shown above the form. */
function applyServerError(
  e: unknown,
  names: ReadonlySet<string>,
  setError: (name: string, error: { type: string; message: string }, options?: { shouldFocus: boolean }) => void,
  tr: Translator,
): string {
  if (!(e instanceof ApiError)) return tr.t('ui.toast.error');
  let focused = false;
  const rest: string[] = [];
  for (const [path, message] of Object.entries(e.fields ?? {})) {
    const field = fieldForPath(names, path.split('.'));
    const text = serverFieldMessage(message, tr);
    if (field) {
      setError(field, { type: 'server', message: text }, { shouldFocus: !focused });
      focused = true;
    } else rest.push(`${humanise(path)}: ${text}`);
  }
  // the server's sentence, when it is in the reader's language; else in Mongolian its code says it
  const headline = !inReadersLanguage(e.message, tr.language) && tr.exists(`errors.${e.code}`) ? tr.t(`errors.${e.code}`) : e.message;
  return [headline, ...rest].join(' — ');
}

/** One option a screen offers for an open field: its value and what the user reads. */
export interface Choice { value: string | number; label: string }

/** Top-level fields with choices given become a select (one value) or checkboxes (a list of values). */
function withChoices(specs: FieldSpec[], choices: Record<string, readonly Choice[]> | undefined): FieldSpec[] {
  if (!choices) return specs;
  return specs.map((spec) => {
    const given = choices[spec.name];
    if (!given?.length) return spec;
    const options = given.map((c) => c.value);
    if (spec.kind === 'list' || spec.kind === 'json') return { ...spec, kind: 'multiselect', options };
    if (spec.kind === 'number' || spec.kind === 'text') return { ...spec, kind: 'select', options };
    return spec;
  });
}
